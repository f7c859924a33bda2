// GetMemberCalendars (docs/time-off.md, Member calendars) for tracking, and the
// ScheduleEntry.time_off flag of the schedule lists.
import {
  asMember,
  asOwner,
  failureOf,
  oneTime,
  schedulingForFile,
  weekly,
  type TeamFixture,
} from './scheduling-harness';
import { policy } from './time-off-fixtures';

const h = schedulingForFile();

async function approvedTimeOff(fixture: TeamFixture, from: string, to: string, index = 0) {
  const vacation = await h.client.CreateTimeOffPolicy(
    policy({ requires_approval: false }),
    asOwner(fixture),
  );
  return h.client.CreateTimeOffRequest(
    { policy_id: vacation.id, from, to },
    asMember(fixture, index),
  );
}

describe('GetMemberCalendars', () => {
  it("answers each member's working days, shifts, approved time off and holidays in the range", async () => {
    const fixture = h.team({ members: 2 });
    const [ann, bob] = fixture.members;
    h.teams.setPay(fixture, bob, { working_days: ['sat', 'sun'] });
    await h.client.CreateHolidayCalendar(
      {
        name: 'Team',
        default: true,
        dates: [
          { date: '2030-01-09', name: 'Local day' },
          { date: '2030-02-01', name: 'Later' },
        ],
        user_ids: [],
      },
      asOwner(fixture),
    );
    const request = await approvedTimeOff(fixture, '2030-01-07', '2030-01-08');
    await h.client.AddSchedule(
      oneTime({ date_from: '2030-01-10', members: [ann.id], title: 'Desk' }),
      asOwner(fixture),
    );

    const { members } = await h.client.GetMemberCalendars({
      team_id: fixture.teamId,
      user_ids: [ann.id, bob.id],
      from: '2030-01-07',
      to: '2030-01-13',
    });

    expect(members).toHaveLength(2);
    expect(members[0]).toMatchObject({
      user_id: ann.id,
      working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      holidays: [{ date: '2030-01-09', name: 'Local day' }],
    });
    expect(members[0].shifts.map((shift) => [shift.start_date, shift.time_off])).toEqual([
      ['2030-01-10 09:00:00', false],
    ]);
    expect(members[0].time_off).toEqual([
      expect.objectContaining({
        date: '2030-01-07',
        request_id: request.id,
        unit: 'days',
        paid: true,
      }),
      expect.objectContaining({ date: '2030-01-08', request_id: request.id }),
    ]);
    expect(members[1]).toMatchObject({
      user_id: bob.id,
      working_days: ['sat', 'sun'],
      shifts: [],
      time_off: [],
    });
  });

  it("an hours request's day carries its hours; a half day its half", async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    const hours = await h.client.CreateTimeOffPolicy(
      policy({ unit: 'hours', allowance: 100, requires_approval: false }),
      asOwner(fixture),
    );
    const days = await h.client.CreateTimeOffPolicy(
      policy({ requires_approval: false }),
      asOwner(fixture),
    );
    await h.client.CreateTimeOffRequest(
      { policy_id: hours.id, from: '2030-01-07', to: '2030-01-07', hours: 3 },
      asMember(fixture),
    );
    await h.client.CreateTimeOffRequest(
      { policy_id: days.id, from: '2030-01-08', to: '2030-01-08', half_day: 'pm' },
      asMember(fixture),
    );

    const { members } = await h.client.GetMemberCalendars({
      team_id: fixture.teamId,
      user_ids: [member.id],
      from: '2030-01-07',
      to: '2030-01-08',
    });

    expect(members[0].time_off).toEqual([
      expect.objectContaining({ date: '2030-01-07', unit: 'hours', hours: 3 }),
      expect.objectContaining({ date: '2030-01-08', unit: 'days', half_day: 'pm' }),
    ]);
    expect(members[0].time_off[1].hours).toBeUndefined();
  });

  it('no user ids, or more than 366 days, is 400; an unknown team 404', async () => {
    const fixture = h.team();

    const none = await failureOf(
      h.client.GetMemberCalendars({
        team_id: fixture.teamId,
        user_ids: [],
        from: '2030-01-01',
        to: '2030-01-02',
      }),
    );
    const long = await failureOf(
      h.client.GetMemberCalendars({
        team_id: fixture.teamId,
        user_ids: [fixture.owner.id],
        from: '2030-01-01',
        to: '2031-01-02',
      }),
    );

    const unknownTeam = await failureOf(
      h.client.GetMemberCalendars({
        team_id: 999_999,
        user_ids: [fixture.owner.id],
        from: '2030-01-01',
        to: '2030-01-02',
      }),
    );

    expect(unknownTeam).toMatchObject({ kind: 'not_found', reason: 'TEAM_NOT_FOUND' });
    expect(none.kind).toBe('invalid_argument');
    expect(long.fields).toEqual({ to: ['A range may span at most 366 days.'] });
  });
});

describe('ScheduleEntry.time_off', () => {
  it("is true on the entries of a day of the member's approved time off", async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    await h.client.AddSchedule(
      weekly({ date_from: '2030-01-07', until: '2030-01-13', members: [member.id] }),
      asOwner(fixture),
    );
    await approvedTimeOff(fixture, '2030-01-09', '2030-01-09');

    const page = await h.client.ListUserSchedule({ user_id: member.id }, asOwner(fixture));

    expect(page.entries.map((entry) => [entry.start_date.slice(0, 10), entry.time_off])).toEqual([
      ['2030-01-07', false],
      ['2030-01-09', true],
      ['2030-01-11', false],
    ]);
    const updated = await h.client.UpdateScheduleEntry(
      { id: page.entries[1].id, title: 'Covered' },
      asOwner(fixture),
    );
    expect(updated.time_off).toBe(true);
  });
});
