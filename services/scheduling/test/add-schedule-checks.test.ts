// AddSchedule's refusals: every check of the contract with its reason and exact message
// (the spec's texts where it has them), the order in which they answer, who may add,
// and that a refused request stores nothing and emits nothing.
import {
  as,
  asMember,
  asOwner,
  failureOf,
  oneTime,
  schedulingForFile,
  weekly,
  type AddScheduleRequest,
  type TeamFixture,
} from './scheduling-harness';

const h = schedulingForFile();

const FIELDS_REQUIRED =
  'date_from, time_from, time_to, timezone, minimum_hours, and repetition are required';
const REPEAT_FIELDS_REQUIRED = 'day_repeat and until are required for weekly/bi-weekly repetition';
const DAY_REPEAT =
  'The day_repeat must be comma-separated days from: mon, tue, wed, thu, fri, sat, sun.';

/** The refusal of an add by the team's owner; the test fails if the add succeeds. */
async function refusal(fixture: TeamFixture, request: AddScheduleRequest) {
  return failureOf(h.client.AddSchedule(request, asOwner(fixture)));
}

/** Adds by the owner of a new team and expects the refusal, with nothing written for the team. */
async function expectRefused(
  request: AddScheduleRequest,
  expected: { kind?: string; reason: string; message: string },
) {
  const fixture = h.team({ members: 1 });
  const error = await refusal(fixture, request);
  expect(error).toMatchObject({ kind: 'invalid_argument', ...expected });
  expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
  return error;
}

describe('AddSchedule: required fields (SCHEDULE_FIELDS_REQUIRED)', () => {
  it.each(['date_from', 'time_from', 'time_to', 'timezone', 'minimum_hours', 'repetition'])(
    "answers the spec's message when %s is missing, naming it",
    async (field) => {
      const request: Record<string, unknown> = { ...oneTime() };
      delete request[field];

      const error = await expectRefused(request, {
        reason: 'SCHEDULE_FIELDS_REQUIRED',
        message: FIELDS_REQUIRED,
      });

      expect(error.fields).toEqual({ [field]: [FIELDS_REQUIRED] });
    },
  );

  it.each(['date_from', 'time_from', 'time_to', 'timezone', 'repetition'])(
    "treats an empty %s ('') as missing",
    async (field) => {
      await expectRefused(oneTime({ [field]: '' }), {
        reason: 'SCHEDULE_FIELDS_REQUIRED',
        message: FIELDS_REQUIRED,
      });
    },
  );
});

describe('AddSchedule: field checks', () => {
  it.each(['daily', 'Weekly', 'bi-weekly', 'monthly'])(
    'answers INVALID_REPETITION for repetition %s',
    async (repetition) => {
      await expectRefused(oneTime({ repetition }), {
        reason: 'INVALID_REPETITION',
        message: 'The repetition must be one of: never, weekly, bi-Weekly.',
      });
    },
  );

  it.each([
    ['weekly', 'day_repeat', { day_repeat: undefined }],
    ['weekly', 'until', { until: '' }],
    ['bi-Weekly', 'day_repeat', { day_repeat: '' }],
    ['bi-Weekly', 'until', { until: undefined }],
  ])(
    "answers the spec's REPEAT_FIELDS_REQUIRED for %s without %s",
    async (repetition, _field, fields) => {
      await expectRefused(weekly({ repetition, ...fields }), {
        reason: 'REPEAT_FIELDS_REQUIRED',
        message: REPEAT_FIELDS_REQUIRED,
      });
    },
  );

  it.each([
    ['time_from', '24:00'],
    ['time_from', '9am'],
    ['time_to', '17:60'],
    ['time_to', '17:00:00'],
  ])('answers INVALID_TIME naming %s for %s', async (field, value) => {
    const message = `The ${field} must be a time in 24-hour HH:MM format.`;

    const error = await expectRefused(oneTime({ [field]: value }), {
      reason: 'INVALID_TIME',
      message,
    });

    expect(error.fields).toEqual({ [field]: [message] });
  });

  it('accepts the one-digit hour the spec pattern allows (9:00)', async () => {
    const fixture = h.team();

    const added = await h.client.AddSchedule(oneTime({ time_from: '9:00' }), asOwner(fixture));

    expect(added.entries).toBe(1);
  });

  it.each(['Mars/Olympus', 'EST5EDT-not', '+05:00', 'utc/london'])(
    "answers the spec's 'Invalid timezone provided' for %s",
    async (timezone) => {
      await expectRefused(oneTime({ timezone }), {
        reason: 'INVALID_TIMEZONE',
        message: 'Invalid timezone provided',
      });
    },
  );

  it.each([
    ['date_from', 'tomorrow'],
    ['date_from', '2026-02-30'],
    ['date_from', '2026-03-01T09:00:00'],
    ['date_from', '03/01/2026'],
    ['until', 'next month'],
    ['until', '2026-13-01'],
  ])("answers the spec's 'Invalid date format' for %s %s", async (field, value) => {
    const error = await expectRefused(weekly({ [field]: value }), {
      reason: 'INVALID_DATE',
      message: 'Invalid date format',
    });

    expect(error.fields).toEqual({ [field]: ['Invalid date format'] });
  });

  it.each(['Mon', 'monday', 'mon,,wed', 'mon;wed', 'sun,holiday'])(
    'answers INVALID_DAY_REPEAT for day_repeat %s',
    async (dayRepeat) => {
      await expectRefused(weekly({ day_repeat: dayRepeat }), {
        reason: 'INVALID_DAY_REPEAT',
        message: DAY_REPEAT,
      });
    },
  );

  it('answers INVALID_UNTIL when until is a calendar day before date_from', async () => {
    await expectRefused(weekly({ date_from: '2026-03-10', until: '2026-03-09' }), {
      reason: 'INVALID_UNTIL',
      message: 'The until date must not be before date_from.',
    });
  });

  it('compares until and date_from by the calendar dates as written, not by instants', async () => {
    const fixture = h.team();

    // 2026-03-10T01:00+09:00 is 2026-03-09T16:00Z, yet its calendar date is the 10th.
    const added = await h.client.AddSchedule(
      weekly({
        date_from: '2026-03-10T01:00:00+09:00',
        until: '2026-03-10',
        day_repeat: 'tue',
      }),
      asOwner(fixture),
    );

    expect(added.entries).toBe(1);
  });

  it('answers HORIZON_TOO_LONG when until is more than two years after date_from', async () => {
    await expectRefused(weekly({ date_from: '2026-03-02', until: '2028-03-03' }), {
      reason: 'HORIZON_TOO_LONG',
      message: 'A schedule may span at most two years.',
    });
  });

  it('accepts until exactly two years after date_from', async () => {
    const fixture = h.team();

    const added = await h.client.AddSchedule(
      weekly({ date_from: '2026-03-02', until: '2028-03-02', day_repeat: 'thu' }),
      asOwner(fixture),
    );

    expect(added.entries).toBe(105);
  });

  it.each([-0.01, 24.01, 100])('answers INVALID_MINIMUM_HOURS for %s', async (hours) => {
    await expectRefused(oneTime({ minimum_hours: hours }), {
      reason: 'INVALID_MINIMUM_HOURS',
      message: 'The minimum_hours must be a number from 0 to 24.',
    });
  });

  it('answers INVALID_PARAMETERS for a title of more than 255 characters', async () => {
    await expectRefused(oneTime({ title: 'x'.repeat(256) }), {
      reason: 'INVALID_PARAMETERS',
      message: 'The title may not be greater than 255 characters.',
    });
  });

  it.each([
    ['ASCII', 't'],
    ['characters beyond U+FFFF, one each', '😀'],
  ])(
    'takes a title of 255 characters as sent, and refuses 256, padding counted, in %s',
    async (_case, character) => {
      const added = await h.client.AddSchedule(
        oneTime({ title: ` ${character.repeat(253)} ` }),
        asOwner(h.team()),
      );

      expect(added.entries).toBe(1);
      await expectRefused(oneTime({ title: ` ${character.repeat(255)}` }), {
        reason: 'INVALID_PARAMETERS',
        message: 'The title may not be greater than 255 characters.',
      });
    },
  );

  it('counts at most 10,000 different members (a repeated id once), and refuses 10,001', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => 7_000_000 + index);

    // Past the count, an unknown group answers first: 10,000 members are never resolved.
    const counted = await refusal(
      h.team(),
      oneTime({ members: [...ids(10_000), 7_000_000], groupsId: [999_999] }),
    );

    expect(counted).toMatchObject({ reason: 'GROUPS_NOT_FOUND' });
    await expectRefused(oneTime({ members: ids(10_001) }), {
      reason: 'INVALID_PARAMETERS',
      message: 'The members must be a list of at most 10000 positive integer user ids.',
    });
  });

  it.each([
    ['members', { members: [0] }],
    ['members', { members: [-4] }],
    ['groupsId', { groupsId: [0] }],
  ])(
    'answers INVALID_PARAMETERS naming %s for an id that is not positive',
    async (field, fields) => {
      const error = await expectRefused(oneTime(fields), {
        reason: 'INVALID_PARAMETERS',
        message: expect.stringMatching(new RegExp(`^The ${field} must be a list of`)),
      });

      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    },
  );
});

describe('AddSchedule: the order of the checks', () => {
  it.each([
    [
      'a missing field before an unknown timezone',
      oneTime({ minimum_hours: undefined, timezone: 'Nowhere/Land' }),
      'SCHEDULE_FIELDS_REQUIRED',
    ],
    [
      'a missing field before a bad repetition',
      oneTime({ date_from: '', repetition: 'daily' }),
      'SCHEDULE_FIELDS_REQUIRED',
    ],
    [
      'a bad repetition before a bad time',
      oneTime({ repetition: 'daily', time_from: '25:00' }),
      'INVALID_REPETITION',
    ],
    [
      'missing repeat fields before a bad time',
      weekly({ until: undefined, time_to: '7pm' }),
      'REPEAT_FIELDS_REQUIRED',
    ],
    [
      'a bad time before an unknown timezone',
      oneTime({ time_to: '7pm', timezone: 'Nowhere/Land' }),
      'INVALID_TIME',
    ],
    [
      'an unknown timezone before a bad date',
      oneTime({ timezone: 'Nowhere/Land', date_from: 'soon' }),
      'INVALID_TIMEZONE',
    ],
    [
      'a bad date before a bad day_repeat',
      weekly({ until: 'later', day_repeat: 'Monday' }),
      'INVALID_DATE',
    ],
    [
      'a bad day_repeat before until before date_from',
      weekly({ day_repeat: 'Monday', until: '2026-03-01' }),
      'INVALID_DAY_REPEAT',
    ],
    [
      'until before date_from before bad minimum_hours',
      weekly({ until: '2026-03-01', minimum_hours: 30 }),
      'INVALID_UNTIL',
    ],
    [
      'a too long horizon before bad minimum_hours',
      weekly({ until: '2030-01-01', minimum_hours: 30 }),
      'HORIZON_TOO_LONG',
    ],
    [
      'bad minimum_hours before a too long title',
      oneTime({ minimum_hours: -1, title: 'x'.repeat(300) }),
      'INVALID_MINIMUM_HOURS',
    ],
  ])('answers %s', async (_order, request, reason) => {
    const fixture = h.team();

    expect(await refusal(fixture, request)).toMatchObject({ reason });
  });

  it('answers a too long title before an unknown group', async () => {
    const fixture = h.team();

    const error = await refusal(fixture, oneTime({ title: 'x'.repeat(300), groupsId: [999_999] }));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
  });

  it('answers an unknown group before a member outside the team', async () => {
    const fixture = h.team();

    const error = await refusal(
      fixture,
      oneTime({ groupsId: [999_999], members: [h.outsider().id] }),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'GROUPS_NOT_FOUND' });
  });

  it('ignores day_repeat and until of a one-time schedule, even when they are not valid', async () => {
    const fixture = h.team();

    const added = await h.client.AddSchedule(
      oneTime({ day_repeat: 'someday', until: 'never' }),
      asOwner(fixture),
    );

    expect(added.entries).toBe(1);
  });
});

describe('AddSchedule: groups and members', () => {
  it("answers the spec's 404 'One or more groups not found' for a group of another team", async () => {
    const fixture = h.team({ members: 1 });
    const other = h.team({ members: 1 });
    const ours = h.teams.newGroup(fixture.teamId, { members: fixture.members });
    const theirs = h.teams.newGroup(other.teamId, { members: other.members });

    const error = await refusal(fixture, oneTime({ groupsId: [ours, theirs] }));

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'GROUPS_NOT_FOUND',
      message: 'One or more groups not found',
    });
    expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
  });

  it('answers NOT_TEAM_MEMBERS naming every member who is not in the team', async () => {
    const fixture = h.team({ members: 1 });
    const [stranger, other] = [h.outsider(), h.outsider()];

    const error = await refusal(
      fixture,
      oneTime({ members: [fixture.members[0].id, stranger.id, other.id] }),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'NOT_TEAM_MEMBERS',
      message: 'One or more members are not members of the team.',
      fields: { members: [String(stranger.id), String(other.id)] },
    });
    expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
  });

  it('answers NOT_TEAM_MEMBERS for a person of a group who is no longer in the team', async () => {
    const fixture = h.team({ members: 1 });
    const gone = h.outsider();
    const group = h.teams.newGroup(fixture.teamId, { members: [fixture.members[0], gone] });

    const error = await refusal(fixture, oneTime({ groupsId: [group] }));

    expect(error).toMatchObject({
      reason: 'NOT_TEAM_MEMBERS',
      fields: { members: [String(gone.id)] },
    });
  });
});

describe('AddSchedule: size of the schedule', () => {
  it('answers NO_OCCURRENCES when no listed day falls between date_from and until', async () => {
    // 2026-03-03 is a Tuesday, 2026-03-04 a Wednesday: no Monday between them.
    await expectRefused(
      weekly({ date_from: '2026-03-03', until: '2026-03-04', day_repeat: 'mon' }),
      {
        reason: 'NO_OCCURRENCES',
        message: 'The schedule has no occurrence between date_from and until.',
      },
    );
  });

  it('answers TOO_MANY_ENTRIES above 250000 entries (members × occurrences), storing nothing', async () => {
    // Two years of every day: 731 occurrences; × 343 members = 250,733 entries.
    const fixture = h.team({ members: 342 });
    const members = [fixture.owner, ...fixture.members].map((user) => user.id);

    await expect(
      refusal(
        fixture,
        weekly({
          date_from: '2026-03-02',
          until: '2028-03-02',
          day_repeat: 'mon,tue,wed,thu,fri,sat,sun',
          members,
        }),
      ),
    ).resolves.toMatchObject({
      kind: 'invalid_argument',
      reason: 'TOO_MANY_ENTRIES',
      message: 'A schedule may have at most 250000 entries.',
    });
    expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
  });
});

describe('AddSchedule: who may', () => {
  it('lets any member of the team add a schedule', async () => {
    const fixture = h.team({ members: 1 });

    const added = await h.client.AddSchedule(oneTime(), asMember(fixture));

    expect(added.success).toBe('Schedule added successfully');
  });

  it("answers PERMISSION_DENIED 'permission denied' to a caller who is not a member of their team", async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.AddSchedule(oneTime(), as(h.outsider(), fixture.teamId)),
    );

    expect(error).toMatchObject({
      kind: 'permission_denied',
      reason: 'PERMISSION_DENIED',
      message: 'permission denied',
    });
    expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
  });

  it('answers PERMISSION_DENIED to a caller without a current team', async () => {
    const error = await failureOf(h.client.AddSchedule(oneTime(), as(h.outsider())));

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(h.client.AddSchedule(oneTime()));

    expect(error).toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid or missing authentication token',
    });
  });

  it('checks membership before the fields: an outsider learns nothing about them', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.AddSchedule(oneTime({ timezone: 'Nowhere/Land' }), as(h.outsider(), fixture.teamId)),
    );

    expect(error).toMatchObject({ reason: 'PERMISSION_DENIED' });
  });
});

describe('AddSchedule: a refused request emits nothing', () => {
  it('publishes no schedule.created for a refused request', async () => {
    const fixture = h.team({ members: 1 });
    await refusal(fixture, oneTime({ members: [h.outsider().id] }));

    await h.eventsSettled();

    expect(
      h.events.all<{ team_id: number }>(
        'schedule.created',
        (data) => data.team_id === fixture.teamId,
      ),
    ).toEqual([]);
  });
});
