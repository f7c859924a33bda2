// AddSchedule: what is stored (one entry per member per occurrence, in UTC, with the
// spec's stored form), who is assigned (members ∪ groups, each once; none: the caller),
// the Schedule ID (new, or reused from an identical first occurrence of the team) and one
// schedule.created per member, recorded with the entries.
import {
  as,
  asMember,
  asOwner,
  ISO_TIMESTAMP,
  oneTime,
  schedulingForFile,
  UTC_DATE_TIME,
  weekly,
} from './scheduling-harness';

const h = schedulingForFile();

const SID = /^[A-Za-z0-9]{10}$/;

describe('AddSchedule: the answer', () => {
  it('answers the success message, the new SID and how many entries were stored', async () => {
    const fixture = h.team({ members: 1 });

    const added = await h.client.AddSchedule(
      weekly({ members: [fixture.owner.id, fixture.members[0].id] }),
      asOwner(fixture),
    );

    expect(added).toEqual({
      success: 'Schedule added successfully',
      sid: expect.stringMatching(SID),
      entries: 12,
    });
  });
});

describe('AddSchedule: the stored entries', () => {
  it('stores one entry per member per occurrence, with the fields of the schedule', async () => {
    const fixture = h.team({ members: 2 });
    const [first, second] = fixture.members;

    const { sid } = await h.client.AddSchedule(
      weekly({ members: [first.id, second.id], title: 'Front desk', minimum_hours: 7.5 }),
      asOwner(fixture),
    );

    const stored = await h.stored({ team_id: fixture.teamId });
    expect(stored).toHaveLength(12);
    expect(stored.map((entry) => `${entry.start_date} ${entry.user_id}`)).toEqual(
      ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13'].flatMap(
        (day) => [`${day} 09:00:00 ${first.id}`, `${day} 09:00:00 ${second.id}`],
      ),
    );
    expect(stored[0]).toEqual({
      _id: expect.any(Number),
      sid,
      user_id: first.id,
      team_id: fixture.teamId,
      title: 'Front desk',
      start_date: '2026-03-02 09:00:00',
      end_date: '2026-03-02 17:00:00',
      start: new Date('2026-03-02T09:00:00Z'),
      end: new Date('2026-03-02T17:00:00Z'),
      minimum_hours: 7.5,
      repetition: 'weekly',
      day_repeat: 'mon,wed,fri',
      timezone: 'UTC',
      created_by: fixture.owner.id,
      created_at: expect.any(Date),
      updated_at: expect.any(Date),
    });
  });

  it("converts the times from the schedule's zone to UTC", async () => {
    const fixture = h.team();

    await h.client.AddSchedule(
      oneTime({ timezone: 'America/New_York', time_from: '09:00', time_to: '17:30' }),
      asOwner(fixture),
    );

    const [entry] = await h.stored({ team_id: fixture.teamId });
    expect([entry.start_date, entry.end_date]).toEqual([
      '2026-03-02 14:00:00',
      '2026-03-02 22:30:00',
    ]);
  });

  it('ends an overnight shift (time_to before time_from) on the next day', async () => {
    const fixture = h.team();

    await h.client.AddSchedule(
      oneTime({ timezone: 'Europe/Berlin', time_from: '22:00', time_to: '06:00' }),
      asOwner(fixture),
    );

    const [entry] = await h.stored({ team_id: fixture.teamId });
    expect([entry.start_date, entry.end_date]).toEqual([
      '2026-03-02 21:00:00',
      '2026-03-03 05:00:00',
    ]);
  });

  it('takes the first day as the calendar date written in date_from, in its own offset', async () => {
    const fixture = h.team();

    // 23:30 at -05:00 is already the 2nd in UTC; the schedule's day is still the 1st.
    await h.client.AddSchedule(
      oneTime({ date_from: '2026-03-01T23:30:00-05:00', time_from: '10:00', time_to: '11:00' }),
      asOwner(fixture),
    );

    const [entry] = await h.stored({ team_id: fixture.teamId });
    expect(entry.start_date).toBe('2026-03-01 10:00:00');
  });

  it.each([
    [7.456, 7.46],
    [1.005, 1.01],
    [8, 8],
    [0.004, 0],
    [23.999, 24],
  ])('stores minimum_hours %s rounded to 2 decimals: %s', async (given, rounded) => {
    const fixture = h.team();

    await h.client.AddSchedule(oneTime({ minimum_hours: given }), asOwner(fixture));

    const [entry] = await h.stored({ team_id: fixture.teamId });
    expect(entry.minimum_hours).toBe(rounded);
  });

  it("stores the title as '' when none is given, and trimmed when given", async () => {
    const [untitled, titled] = [h.team(), h.team()];

    await h.client.AddSchedule(oneTime(), asOwner(untitled));
    await h.client.AddSchedule(oneTime({ title: '  Night watch ' }), asOwner(titled));

    expect((await h.stored({ team_id: untitled.teamId }))[0].title).toBe('');
    expect((await h.stored({ team_id: titled.teamId }))[0].title).toBe('Night watch');
  });

  it("stores day_repeat in week order without duplicates, and '' for a one-time schedule", async () => {
    const [repeating, once] = [h.team(), h.team()];

    await h.client.AddSchedule(weekly({ day_repeat: 'fri, mon,mon' }), asOwner(repeating));
    await h.client.AddSchedule(oneTime({ day_repeat: 'mon' }), asOwner(once));

    expect((await h.stored({ team_id: repeating.teamId }))[0].day_repeat).toBe('mon,fri');
    expect((await h.stored({ team_id: once.teamId }))[0].day_repeat).toBe('');
  });

  it('stores bi-Weekly entries on every other week, counted from the week of date_from', async () => {
    const fixture = h.team();

    await h.client.AddSchedule(
      weekly({ repetition: 'bi-Weekly', day_repeat: 'mon', until: '2026-03-30' }),
      asOwner(fixture),
    );

    const stored = await h.stored({ team_id: fixture.teamId });
    expect(stored.map((entry) => entry.start_date)).toEqual([
      '2026-03-02 09:00:00',
      '2026-03-16 09:00:00',
      '2026-03-30 09:00:00',
    ]);
  });

  it("gives every entry its own integer id, a member's entries consecutive", async () => {
    const fixture = h.team({ members: 1 });

    await h.client.AddSchedule(
      weekly({ members: [fixture.owner.id, fixture.members[0].id] }),
      asOwner(fixture),
    );

    const stored = await h.stored({ team_id: fixture.teamId });
    const ids = stored.map((entry) => entry._id);
    expect(new Set(ids).size).toBe(12);
    for (const userId of [fixture.owner.id, fixture.members[0].id]) {
      const own = stored.filter((entry) => entry.user_id === userId).map((entry) => entry._id);
      expect(own).toEqual(own.map((_, index) => own[0] + index));
    }
  });

  it('stores a schedule larger than one insert batch whole (5,110 entries)', async () => {
    const fixture = h.team({ members: 13 });
    const members = [fixture.owner, ...fixture.members].map((user) => user.id);

    const added = await h.client.AddSchedule(
      weekly({
        date_from: '2026-01-01',
        until: '2026-12-31',
        day_repeat: 'mon,tue,wed,thu,fri,sat,sun',
        members,
      }),
      asOwner(fixture),
    );

    expect(added.entries).toBe(14 * 365);
    // One schedule.created per member, and the write's one change.recorded (audit).
    expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 14 * 365, events: 14 + 1 });
  });
});

describe('AddSchedule: who is assigned', () => {
  it('assigns the members given and the members and managers of the groups, each once', async () => {
    const fixture = h.team({ managers: 1, members: 4 });
    const [a, b, c, d] = fixture.members;
    const manager = fixture.managers[0];
    const group = h.teams.newGroup(fixture.teamId, { members: [b, c], managers: [manager, a] });
    const onlyManagers = h.teams.newGroup(fixture.teamId, { managers: [d] });

    const added = await h.client.AddSchedule(
      oneTime({ members: [a.id, b.id, a.id], groupsId: [group, onlyManagers, group] }),
      asOwner(fixture),
    );

    expect(added.entries).toBe(5);
    const assigned = (await h.stored({ team_id: fixture.teamId })).map((entry) => entry.user_id);
    expect([...assigned].sort()).toEqual([a.id, b.id, c.id, d.id, manager.id].sort());
  });

  it('asks teams once whether the assigned users are members, each id once', async () => {
    const fixture = h.team({ members: 2 });
    const [a, b] = fixture.members;
    const group = h.teams.newGroup(fixture.teamId, { members: [a, b] });
    const callsBefore = h.teams.resolveMembersCalls.length;

    await h.client.AddSchedule(oneTime({ members: [b.id], groupsId: [group] }), asOwner(fixture));

    const calls = h.teams.resolveMembersCalls.slice(callsBefore);
    expect(calls).toHaveLength(1);
    expect([...calls[0]].sort()).toEqual([a.id, b.id].sort());
  });

  it('assigns the caller when neither members nor groups are given', async () => {
    const fixture = h.team({ members: 1 });

    await h.client.AddSchedule(oneTime(), asMember(fixture));

    const stored = await h.stored({ team_id: fixture.teamId });
    expect(stored.map((entry) => [entry.user_id, entry.created_by])).toEqual([
      [fixture.members[0].id, fixture.members[0].id],
    ]);
  });

  it('assigns the caller when the groups given have nobody in them', async () => {
    const fixture = h.team();
    const empty = h.teams.newGroup(fixture.teamId, {});

    await h.client.AddSchedule(oneTime({ groupsId: [empty] }), asOwner(fixture));

    const stored = await h.stored({ team_id: fixture.teamId });
    expect(stored.map((entry) => entry.user_id)).toEqual([fixture.owner.id]);
  });

  it('records the caller as creator when assigning others', async () => {
    const fixture = h.team({ managers: 1, members: 1 });

    await h.client.AddSchedule(
      oneTime({ members: [fixture.members[0].id] }),
      as(fixture.managers[0], fixture.teamId),
    );

    const [entry] = await h.stored({ team_id: fixture.teamId });
    expect(entry).toMatchObject({
      user_id: fixture.members[0].id,
      created_by: fixture.managers[0].id,
    });
  });
});

describe('AddSchedule: the Schedule ID', () => {
  it('gives a new schedule a random 10-character SID of letters and digits, on all its entries', async () => {
    const fixture = h.team({ members: 1 });

    const { sid } = await h.client.AddSchedule(
      weekly({ members: [fixture.owner.id, fixture.members[0].id] }),
      asOwner(fixture),
    );

    expect(sid).toMatch(SID);
    const sids = new Set((await h.stored({ team_id: fixture.teamId })).map((entry) => entry.sid));
    expect([...sids]).toEqual([sid]);
  });

  it('gives two different schedules different SIDs', async () => {
    const fixture = h.team();

    const first = await h.client.AddSchedule(oneTime(), asOwner(fixture));
    const second = await h.client.AddSchedule(
      oneTime({ time_from: '10:00', time_to: '18:00' }),
      asOwner(fixture),
    );

    expect(second.sid).not.toBe(first.sid);
  });

  it("reuses the SID of the team's entry with the same start and end as the first occurrence", async () => {
    const fixture = h.team({ members: 1 });
    const first = await h.client.AddSchedule(oneTime(), asOwner(fixture));

    // Another member, and a weekly schedule, but its first occurrence is the same shift.
    const second = await h.client.AddSchedule(
      weekly({ members: [fixture.members[0].id] }),
      asOwner(fixture),
    );

    expect(second.sid).toBe(first.sid);
    const sids = new Set((await h.stored({ team_id: fixture.teamId })).map((entry) => entry.sid));
    expect([...sids]).toEqual([first.sid]);
  });

  it('matches the same start and end as instants, whatever zone the schedule was written in', async () => {
    const fixture = h.team();
    const first = await h.client.AddSchedule(oneTime(), asOwner(fixture));

    const second = await h.client.AddSchedule(
      oneTime({ timezone: 'Europe/Lisbon', time_from: '09:00', time_to: '17:00' }),
      asOwner(fixture),
    );

    // Lisbon is on UTC in early March: the same instants.
    expect(second.sid).toBe(first.sid);
  });

  it("does not reuse another team's SID for an identical schedule", async () => {
    const [ours, theirs] = [h.team(), h.team()];
    const first = await h.client.AddSchedule(oneTime(), asOwner(theirs));

    const second = await h.client.AddSchedule(oneTime(), asOwner(ours));

    expect(second.sid).not.toBe(first.sid);
  });

  it('does not reuse a SID when only the start is the same', async () => {
    const fixture = h.team();
    const first = await h.client.AddSchedule(oneTime(), asOwner(fixture));

    const second = await h.client.AddSchedule(oneTime({ time_to: '18:00' }), asOwner(fixture));

    expect(second.sid).not.toBe(first.sid);
  });
});

describe('AddSchedule: schedule.created', () => {
  it('publishes one schedule.created per member with the new_schedule payload and more', async () => {
    const fixture = h.team({ members: 2 });
    const [a, b] = fixture.members;

    const { sid } = await h.client.AddSchedule(
      weekly({
        members: [a.id, b.id],
        title: 'Evening',
        timezone: 'America/New_York',
        time_from: '18:00',
        time_to: '23:15',
        minimum_hours: 5.255,
      }),
      asOwner(fixture),
    );

    for (const member of [a, b]) {
      const event = await h.events.waitFor<{ sid: string; user_id: number }>(
        'schedule.created',
        (data) => data.sid === sid && data.user_id === member.id,
      );
      expect(event).toMatchObject({ source: 'scheduling', type: 'schedule.created' });
      // 2026-03-02 18:00 EST is 23:00Z; the last, 2026-03-13 23:15 EDT, is 03:15Z on the 14th.
      expect(event.data).toEqual({
        user_id: member.id,
        team_id: fixture.teamId,
        sid,
        title: 'Evening',
        hours: 5.26,
        shift_start: '23:00:00',
        shift_end: '04:15:00',
        start_date: '2026-03-02 23:00:00',
        end_date: '2026-03-14 03:15:00',
        repetition: 'weekly',
        day_repeat: 'mon,wed,fri',
        timezone: 'America/New_York',
        entries: 6,
        created_by: fixture.owner.id,
        retrieved_at: expect.stringMatching(UTC_DATE_TIME),
      });
    }
  });

  it('records exactly one schedule.created per member, in the transaction of the entries', async () => {
    const fixture = h.team({ members: 3 });
    const members = fixture.members.map((user) => user.id);

    await h.client.AddSchedule(weekly({ members }), asOwner(fixture));

    const recorded = await h.recorded<{ user_id: number }>('schedule.created', fixture.teamId);
    expect(recorded.map((event) => event.data.user_id).sort()).toEqual([...members].sort());
  });

  it('stamps created_at and updated_at on the entries (ISO 8601 in answers)', async () => {
    const fixture = h.team();
    await h.client.AddSchedule(oneTime(), asOwner(fixture));

    const page = await h.client.ListUserSchedule({ user_id: fixture.owner.id }, asOwner(fixture));

    expect(page.entries[0].created_at).toMatch(ISO_TIMESTAMP);
    expect(page.entries[0].updated_at).toBe(page.entries[0].created_at);
  });
});
