// Time-off requests (docs/time-off.md, Requests): the days a request counts (working days
// that are not holidays; a member's shifts when they have some), half days and hours,
// and the refusals: balance, overlap, approved timesheet week.
import { TimesheetApproved, TimesheetRejected, type TimesheetData } from '@workmesh/platform';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  oneTime,
  schedulingForFile,
  type TeamFixture,
} from './scheduling-harness';
import { policy, type CreateRequest, type PolicyFields } from './time-off-fixtures';

const h = schedulingForFile();

// 2030-01-07 is a Monday: the week 07 (Mon) … 13 (Sun).
const MON = '2030-01-07';
const TUE = '2030-01-08';
const WED = '2030-01-09';
const SUN = '2030-01-13';

async function policyOf(fixture: TeamFixture, fields: Partial<PolicyFields> = {}) {
  return h.client.CreateTimeOffPolicy(policy(fields), asOwner(fixture));
}

const ask = (fixture: TeamFixture, request: CreateRequest, index = 0) =>
  h.client.CreateTimeOffRequest(request, asMember(fixture, index));

describe('the days a request counts', () => {
  it('a week over a holiday and a weekend counts only the working days', async () => {
    const fixture = h.team({ members: 1 });
    await h.client.CreateHolidayCalendar(
      { name: 'Team', default: true, dates: [{ date: WED, name: 'Local day' }], user_ids: [] },
      asOwner(fixture),
    );
    const vacation = await policyOf(fixture);

    const request = await ask(fixture, { policy_id: vacation.id, from: MON, to: SUN });

    expect(request).toMatchObject({
      status: 'pending',
      amount: 4,
      days: ['2030-01-07', '2030-01-08', '2030-01-10', '2030-01-11'],
      policy_name: vacation.name,
      unit: 'days',
      user_id: fixture.members[0].id,
    });
  });

  it("a member on a calendar of their own does not get the default calendar's holidays", async () => {
    const fixture = h.team({ members: 1 });
    await h.client.CreateHolidayCalendar(
      { name: 'Team', default: true, dates: [{ date: WED, name: 'Local day' }], user_ids: [] },
      asOwner(fixture),
    );
    await h.client.CreateHolidayCalendar(
      { name: 'Abroad', dates: [{ date: TUE, name: 'Other' }], user_ids: [fixture.members[0].id] },
      asOwner(fixture),
    );
    const vacation = await policyOf(fixture);

    const request = await ask(fixture, { policy_id: vacation.id, from: MON, to: SUN });

    expect(request.days).toEqual(['2030-01-07', '2030-01-09', '2030-01-10', '2030-01-11']);
  });

  it("the membership's working days win over the team's", async () => {
    const fixture = h.team({ members: 2 });
    h.teams.changeSettings(fixture, { working_days: ['mon', 'tue'] });
    h.teams.setPay(fixture, fixture.members[1], { working_days: ['sat', 'sun'] });
    const vacation = await policyOf(fixture);

    const teamDays = await ask(fixture, { policy_id: vacation.id, from: MON, to: SUN }, 0);
    const ownDays = await ask(fixture, { policy_id: vacation.id, from: MON, to: SUN }, 1);

    expect(teamDays.days).toEqual(['2030-01-07', '2030-01-08']);
    expect(ownDays.days).toEqual(['2030-01-12', '2030-01-13']);
  });

  it("a member with shifts in the range works exactly their shifts' local dates", async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    // Saturday 01:00 in Tokyo is Friday 16:00 UTC: the shift's day is the Saturday.
    await h.client.AddSchedule(
      oneTime({
        date_from: '2030-01-12',
        time_from: '01:00',
        time_to: '09:00',
        timezone: 'Asia/Tokyo',
        members: [member.id],
      }),
      asOwner(fixture),
    );
    const vacation = await policyOf(fixture);

    const request = await ask(fixture, { policy_id: vacation.id, from: MON, to: SUN });

    expect(request.days).toEqual(['2030-01-12']);
    expect(request.amount).toBe(1);
  });

  it('a range without a working day is 400 with a clear message', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);

    const error = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: '2030-01-12', to: SUN }),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'TIME_OFF_NO_WORKING_DAYS' });
    expect(error.message).toMatch(/no working day/);
  });

  it('to before from, or more than 366 days, is 400', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);

    const backwards = await failureOf(ask(fixture, { policy_id: vacation.id, from: TUE, to: MON }));
    const tooLong = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: '2030-01-01', to: '2031-01-02' }),
    );

    expect(backwards.fields).toEqual({ to: ['The to must be on or after the from.'] });
    expect(tooLong.fields).toEqual({ to: ['A request may span at most 366 days.'] });
  });
});

describe('half days and hours', () => {
  it('a half day takes 0.5; a half day over two days is 400', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);

    const half = await ask(fixture, { policy_id: vacation.id, from: MON, to: MON, half_day: 'am' });
    const error = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: TUE, to: WED, half_day: 'pm' }),
    );

    expect(half).toMatchObject({ amount: 0.5, half_day: 'am', days: [MON] });
    expect(error.fields).toHaveProperty('half_day');
  });

  it("an hours policy takes the hours given, else each day its shift or the team's hours per day", async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    h.teams.changeSettings(fixture, { hours_per_day: 7.5 });
    const hours = await policyOf(fixture, { unit: 'hours', allowance: 200 });
    await h.client.AddSchedule(
      oneTime({ date_from: '2030-01-21', minimum_hours: 6, members: [member.id] }),
      asOwner(fixture),
    );

    const given = await ask(fixture, { policy_id: hours.id, from: MON, to: MON, hours: 3 });
    const week = await ask(fixture, { policy_id: hours.id, from: '2030-01-14', to: '2030-01-18' });
    const scheduled = await ask(fixture, {
      policy_id: hours.id,
      from: '2030-01-21',
      to: '2030-01-27',
    });

    expect(given).toMatchObject({ amount: 3, hours: 3 });
    expect(week.amount).toBe(37.5);
    expect(scheduled).toMatchObject({ amount: 6, days: ['2030-01-21'] });
  });

  it('hours on a days policy are 400', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);

    const error = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: MON, to: MON, hours: 2 }),
    );

    expect(error.fields).toHaveProperty('hours');
  });
});

describe('refusals', () => {
  it('a request the balance does not cover is 409, pending requests counted', async () => {
    const fixture = h.team({ members: 1 });
    const small = await policyOf(fixture, { allowance: 3 });
    await ask(fixture, { policy_id: small.id, from: MON, to: TUE });

    const error = await failureOf(
      ask(fixture, { policy_id: small.id, from: '2030-01-14', to: '2030-01-15' }),
    );

    expect(error).toMatchObject({
      kind: 'failed_precondition',
      reason: 'TIME_OFF_BALANCE_EXCEEDED',
    });
    expect(error.message).toBe(
      'The balance does not cover this request: 1 days available, 2 asked.',
    );
  });

  it('allow_negative lets the balance go below zero', async () => {
    const fixture = h.team({ members: 1 });
    const loose = await policyOf(fixture, { allowance: 1, allow_negative: true });

    const request = await ask(fixture, { policy_id: loose.id, from: MON, to: WED });

    expect(request.amount).toBe(3);
  });

  it('overlapping another pending request is 409; the other half of a day is not', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);
    await ask(fixture, { policy_id: vacation.id, from: MON, to: TUE });
    await ask(fixture, {
      policy_id: vacation.id,
      from: '2030-01-14',
      to: '2030-01-14',
      half_day: 'am',
    });

    const overlap = await failureOf(ask(fixture, { policy_id: vacation.id, from: TUE, to: WED }));
    const otherHalf = await ask(fixture, {
      policy_id: vacation.id,
      from: '2030-01-14',
      to: '2030-01-14',
      half_day: 'pm',
    });
    const sameHalf = await failureOf(
      ask(fixture, {
        policy_id: vacation.id,
        from: '2030-01-14',
        to: '2030-01-14',
        half_day: 'am',
      }),
    );

    expect(overlap).toMatchObject({ kind: 'failed_precondition', reason: 'TIME_OFF_OVERLAP' });
    expect(overlap.message).toContain('2030-01-08');
    expect(otherHalf.status).toBe('pending');
    expect(sameHalf.reason).toBe('TIME_OFF_OVERLAP');
  });

  it('of two overlapping requests made at once, exactly one is stored', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await policyOf(fixture);

    const outcomes = await Promise.allSettled([
      ask(fixture, { policy_id: vacation.id, from: MON, to: TUE }),
      ask(fixture, { policy_id: vacation.id, from: TUE, to: WED }),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const list = await h.client.ListTimeOffRequests({}, asOwner(fixture));
    expect(list.requests).toHaveLength(1);
  });

  it('a policy that does not apply to the member is 400', async () => {
    const fixture = h.team({ members: 2 });
    const onlyFirst = await policyOf(fixture, { user_ids: [fixture.members[0].id] });

    const error = await failureOf(ask(fixture, { policy_id: onlyFirst.id, from: MON, to: MON }, 1));

    expect(error.reason).toBe('TIME_OFF_POLICY_NOT_APPLICABLE');
  });

  it('a day in an approved timesheet week is 409 after timesheet.approved; open again after its rejection', async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    const vacation = await policyOf(fixture);
    const week: TimesheetData = {
      team_id: fixture.teamId,
      user_id: member.id,
      week: '2030-W02',
      from: '2030-01-06T23:00:00.000Z',
      to: '2030-01-13T23:00:00.000Z',
      timezone: 'Europe/Berlin',
      status: 'approved',
      totals: { seconds: 0, billable_seconds: 0, amounts: [] },
      submitted_at: null,
      reviewed_at: '2030-01-14T09:00:00.000Z',
      reviewed_by: fixture.owner.id,
      comment: null,
    };

    await h.bus.publish(TimesheetApproved.make(week));
    // Wait for the week with a probe on a day used nowhere else (a probe asked before the
    // event arrived is left pending there and touches none of the requests below).
    await eventually(async () => {
      const probe = await failureOf(ask(fixture, { policy_id: vacation.id, from: TUE, to: TUE }));
      expect(probe.reason).toBe('TIME_OFF_WEEK_APPROVED');
    });
    const error = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: WED, to: '2030-01-15' }),
    );
    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'TIME_OFF_WEEK_APPROVED' });
    expect(error.message).toContain(WED);
    const nextWeek = await ask(fixture, {
      policy_id: vacation.id,
      from: '2030-01-14',
      to: '2030-01-14',
    });
    await h.bus.publish(TimesheetRejected.make({ ...week, status: 'open', comment: 'Fix Monday' }));
    await eventually(async () => {
      const reopened = await ask(fixture, { policy_id: vacation.id, from: WED, to: WED });
      expect(reopened.days).toEqual([WED]);
    });

    expect(nextWeek.days).toEqual(['2030-01-14']);
  });
});

describe('a week approved after the request', () => {
  it('approving a pending request with a day in it is 409; rejecting it still works', async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    const vacation = await policyOf(fixture);
    const pending = await ask(fixture, { policy_id: vacation.id, from: WED, to: WED });
    expect(pending.status).toBe('pending');

    await h.bus.publish(
      TimesheetApproved.make({
        team_id: fixture.teamId,
        user_id: member.id,
        week: '2030-W02',
        from: '2030-01-06T23:00:00.000Z',
        to: '2030-01-13T23:00:00.000Z',
        timezone: 'Europe/Berlin',
        status: 'approved',
        totals: { seconds: 0, billable_seconds: 0, amounts: [] },
        submitted_at: null,
        reviewed_at: '2030-01-14T09:00:00.000Z',
        reviewed_by: fixture.owner.id,
        comment: null,
      }),
    );
    // Once the week has arrived (a new request on its Monday is refused for it; one asked
    // before it arrived is left pending and changes nothing here), approval is refused.
    await eventually(async () => {
      const probe = await failureOf(ask(fixture, { policy_id: vacation.id, from: MON, to: MON }));
      expect(probe.reason).toBe('TIME_OFF_WEEK_APPROVED');
    });
    const error = await failureOf(
      h.client.ApproveTimeOffRequest({ request_id: pending.id }, asOwner(fixture)),
    );
    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'TIME_OFF_WEEK_APPROVED' });
    const rejected = await h.client.RejectTimeOffRequest(
      { request_id: pending.id, comment: 'The week is closed' },
      asOwner(fixture),
    );
    expect(rejected.status).toBe('rejected');
  });
});

describe('who may ask', () => {
  it('a manager may ask for a member; a member may not ask for another (403)', async () => {
    const fixture = h.team({ managers: 1, members: 2 });
    const vacation = await policyOf(fixture);

    const forMember = await h.client.CreateTimeOffRequest(
      { policy_id: vacation.id, from: MON, to: MON, user_id: fixture.members[0].id },
      asManager(fixture),
    );
    const error = await failureOf(
      ask(fixture, { policy_id: vacation.id, from: MON, to: MON, user_id: fixture.members[1].id }),
    );

    expect(forMember).toMatchObject({
      user_id: fixture.members[0].id,
      created_by: fixture.managers[0].id,
    });
    expect(error.kind).toBe('permission_denied');
  });

  it('a manager naming a non-member is 400 NOT_TEAM_MEMBERS', async () => {
    const fixture = h.team({ managers: 1 });
    const vacation = await policyOf(fixture);

    const error = await failureOf(
      h.client.CreateTimeOffRequest(
        { policy_id: vacation.id, from: MON, to: MON, user_id: h.outsider().id },
        asManager(fixture),
      ),
    );

    expect(error.reason).toBe('NOT_TEAM_MEMBERS');
  });

  it("members list and read only their own requests; managers anyone's", async () => {
    const fixture = h.team({ managers: 1, members: 2 });
    const vacation = await policyOf(fixture);
    const first = await ask(fixture, { policy_id: vacation.id, from: MON, to: MON }, 0);
    await ask(fixture, { policy_id: vacation.id, from: TUE, to: TUE }, 1);

    const own = await h.client.ListTimeOffRequests({}, asMember(fixture, 1));
    const all = await h.client.ListTimeOffRequests({ status: 'pending' }, asManager(fixture));
    const hidden = await failureOf(
      h.client.GetTimeOffRequest({ request_id: first.id }, asMember(fixture, 1)),
    );

    expect(own.requests.map((one) => one.user_id)).toEqual([fixture.members[1].id]);
    expect(all.page_info?.total).toBe(2);
    expect(hidden.reason).toBe('TIME_OFF_REQUEST_NOT_FOUND');
  });
});

/** Retries the check until it passes (an event consumed) or 5 s pass. */
async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
