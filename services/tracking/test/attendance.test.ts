// The attendance report through the service: entries written through it, calendars from
// scheduling (its stub), names and zones from identity, settings from teams. A New York
// member across the 2026-03-08 DST change and a Kolkata member in one team, each read in
// their own zone (or the zone asked); time off, holidays and late starts; who may see whom
// (members themselves, managers a member, a group or the team); scheduling down is
// UNAVAILABLE. And a timesheet's absences, which survive scheduling being down.
import { Reason } from '@workmesh/platform';
import { zonedInstant } from '@workmesh/testing';
import {
  as,
  asManager,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600;
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
// Friday 6 – Tuesday 10 March 2026: the US changes to daylight saving time on Sunday 8.
const RANGE = { from: '2026-03-06', to: '2026-03-10' };
const RANGE_DATES = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];

const entry = (fixture: TeamFixture, index: number, start: Date | string, end: Date | string) =>
  h.client.CreateTimeEntry(
    {
      project_id: fixture.project.id,
      start: typeof start === 'string' ? start : start.toISOString(),
      end: typeof end === 'string' ? end : end.toISOString(),
    },
    asMember(fixture, index),
  );

/** A team whose first member works 09:00–17:00 in New York, the second in Kolkata. */
function zonedTeam(): TeamFixture {
  const fixture = h.team({ managers: 1, members: 2 });
  const [newYorker, kolkatan] = fixture.members;
  h.identity.setTimezone(newYorker, NEW_YORK);
  h.identity.setTimezone(kolkatan, KOLKATA);
  const shifts = { timeFrom: '09:00', timeTo: '17:00' };
  h.scheduling.addShifts(fixture.teamId, newYorker.id, RANGE_DATES, { ...shifts, zone: NEW_YORK });
  h.scheduling.addShifts(fixture.teamId, kolkatan.id, RANGE_DATES, { ...shifts, zone: KOLKATA });
  return fixture;
}

type Report = Awaited<ReturnType<typeof h.client.AttendanceReport>>;
const memberOf = (report: Report, userId: number) =>
  report.members.find((member) => member.user_id === userId)!;
const dayOf = (report: Report, userId: number, date: string) =>
  memberOf(report, userId).days.find((day) => day.date === date)!;

describe('AttendanceReport: members in different zones', () => {
  let fixture: TeamFixture;
  let report: Report;

  beforeAll(async () => {
    fixture = zonedTeam();
    const newYorker = fixture.members[0];
    h.scheduling.addHoliday(fixture.teamId, newYorker.id, {
      date: '2026-03-06',
      name: 'Founders Day',
    });
    h.scheduling.addTimeOff(fixture.teamId, newYorker.id, {
      date: '2026-03-09',
      policy_name: 'Vacation',
    });
    h.scheduling.addTimeOff(fixture.teamId, newYorker.id, {
      date: '2026-03-10',
      policy_name: 'Vacation',
      half_day: 'pm',
    });
    // New York: Saturday 09:00–15:00 EST; Sunday 09:07–18:00 EDT (7 minutes late);
    // Tuesday 09:00–13:00 EDT, then half a day off.
    await entry(fixture, 0, '2026-03-07T14:00:00Z', '2026-03-07T20:00:00Z');
    await entry(fixture, 0, '2026-03-08T13:07:00Z', '2026-03-08T22:00:00Z');
    await entry(fixture, 0, '2026-03-10T13:00:00Z', '2026-03-10T17:00:00Z');
    // Kolkata: Sunday 00:30–01:30 IST (Saturday evening in UTC), Monday 09:00–17:00 IST.
    await entry(fixture, 1, '2026-03-07T19:00:00Z', '2026-03-07T20:00:00Z');
    await entry(
      fixture,
      1,
      zonedInstant('2026-03-09', '09:00', KOLKATA),
      zonedInstant('2026-03-09', '17:00', KOLKATA),
    );
    report = await h.client.AttendanceReport(RANGE, asManager(fixture));
  });

  it('answers every member of the team, by name, each with every day of the range', () => {
    const ids = [fixture.owner, ...fixture.managers, ...fixture.members].map((user) => user.id);
    expect(report.members.map((member) => member.user_id).sort()).toEqual([...ids].sort());
    expect(report.members.map((member) => member.name)).toEqual(
      [...report.members.map((member) => member.name)].sort((a, b) => a.localeCompare(b)),
    );
    for (const member of report.members)
      expect(member.days.map((day) => day.date)).toEqual(RANGE_DATES);
    expect(report).toMatchObject({ ...RANGE, late_threshold_minutes: 5 });
  });

  it("reads the New York member's days in New York: shifts at 14:00Z before the change, 13:00Z after", () => {
    const newYorker = fixture.members[0].id;
    expect(memberOf(report, newYorker).timezone).toBe(NEW_YORK);
    expect(dayOf(report, newYorker, '2026-03-07').shift_start).toBe('2026-03-07T14:00:00.000Z');
    expect(dayOf(report, newYorker, '2026-03-08')).toMatchObject({
      shift_start: '2026-03-08T13:00:00.000Z',
      first_start: '2026-03-08T13:07:00.000Z',
      scheduled_seconds: 8 * HOUR,
      tracked_seconds: 8 * HOUR + 53 * 60,
      late: true,
      late_minutes: 7,
    });
  });

  it('credits time off, expects nothing on the holiday, and keeps a running balance', () => {
    const newYorker = fixture.members[0].id;
    const rows = memberOf(report, newYorker).days.map((day) => [
      day.date,
      day.expected_seconds,
      day.tracked_seconds,
      day.time_off_seconds,
      day.difference_seconds,
      day.balance_seconds,
    ]);
    const late = 8 * HOUR + 53 * 60 - 8 * HOUR; // Sunday: 53 minutes over
    expect(rows).toEqual([
      ['2026-03-06', 0, 0, 0, 0, 0],
      ['2026-03-07', 8 * HOUR, 6 * HOUR, 0, -2 * HOUR, -2 * HOUR],
      ['2026-03-08', 8 * HOUR, 8 * HOUR + 53 * 60, 0, late, -2 * HOUR + late],
      ['2026-03-09', 8 * HOUR, 0, 8 * HOUR, 0, -2 * HOUR + late],
      ['2026-03-10', 8 * HOUR, 4 * HOUR, 4 * HOUR, 0, -2 * HOUR + late],
    ]);
    expect(dayOf(report, newYorker, '2026-03-06').holiday).toBe('Founders Day');
    expect(dayOf(report, newYorker, '2026-03-10').time_off_policy).toBe('Vacation');
    expect(memberOf(report, newYorker)).toMatchObject({
      scheduled_seconds: 40 * HOUR,
      expected_seconds: 32 * HOUR,
      time_off_seconds: 12 * HOUR,
      difference_seconds: -2 * HOUR + late,
      late_days: 1,
    });
  });

  it("reads the Kolkata member's days in Kolkata: a Saturday-evening UTC entry is their Sunday", () => {
    const kolkatan = fixture.members[1].id;
    expect(memberOf(report, kolkatan).timezone).toBe(KOLKATA);
    expect(dayOf(report, kolkatan, '2026-03-07').tracked_seconds).toBe(0);
    expect(dayOf(report, kolkatan, '2026-03-08')).toMatchObject({
      tracked_seconds: HOUR,
      shift_start: '2026-03-08T03:30:00.000Z',
      first_start: '2026-03-07T19:00:00.000Z',
      late: false,
    });
    expect(dayOf(report, kolkatan, '2026-03-09')).toMatchObject({
      tracked_seconds: 8 * HOUR,
      difference_seconds: 0,
      late: false,
    });
  });

  it("members without a zone of their own are read in the team's", () => {
    expect(memberOf(report, fixture.owner.id).timezone).toBe('UTC');
  });

  it('asked in one zone, reads every member in it', async () => {
    const kolkatan = fixture.members[1].id;
    const inUtc = await h.client.AttendanceReport(
      { ...RANGE, user_id: kolkatan, timezone: 'UTC' },
      asOwner(fixture),
    );
    expect(inUtc.members.map((member) => [member.user_id, member.timezone])).toEqual([
      [kolkatan, 'UTC'],
    ]);
    expect(dayOf(inUtc, kolkatan, '2026-03-07').tracked_seconds).toBe(HOUR);
  });

  it('asks scheduling for the members and a day around the range', () => {
    const call = h.scheduling.calendarCalls.find((asked) => asked.team_id === fixture.teamId)!;
    expect(call).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });
  });
});

describe("AttendanceReport: the team's settings", () => {
  it('takes the late-start threshold and the hours of a day off from the team', async () => {
    const fixture = zonedTeam();
    const newYorker = fixture.members[0];
    h.teams.changeSettings(fixture.teamId, {
      late_start_threshold_minutes: 10,
      hours_per_day: 7.5,
    });
    // A day off without a shift (Wednesday 11th): the team's hours_per_day.
    h.scheduling.addTimeOff(fixture.teamId, newYorker.id, {
      date: '2026-03-11',
      policy_name: 'Sick',
    });
    await entry(fixture, 0, '2026-03-08T13:07:00Z', '2026-03-08T21:00:00Z');

    const report = await h.client.AttendanceReport(
      { from: '2026-03-08', to: '2026-03-11' },
      asMember(fixture, 0),
    );

    expect(report.late_threshold_minutes).toBe(10);
    expect(dayOf(report, newYorker.id, '2026-03-08')).toMatchObject({
      late: false,
      late_minutes: 0,
    });
    expect(dayOf(report, newYorker.id, '2026-03-11')).toMatchObject({
      scheduled_seconds: 0,
      time_off_seconds: 7.5 * HOUR,
      time_off_policy: 'Sick',
    });
  });
});

describe('AttendanceReport: who sees whom', () => {
  let fixture: TeamFixture;
  beforeAll(() => {
    fixture = zonedTeam();
  });

  it('a member gets only themselves', async () => {
    const report = await h.client.AttendanceReport(RANGE, asMember(fixture, 1));
    expect(report.members.map((member) => member.user_id)).toEqual([fixture.members[1].id]);
  });

  it("a member asking for another member's attendance, or a group's, is refused", async () => {
    const other = await failureOf(
      h.client.AttendanceReport({ ...RANGE, user_id: fixture.members[1].id }, asMember(fixture, 0)),
    );
    expect(other.kind).toBe('permission_denied');
    const group = h.teams.newGroup(fixture.teamId, { members: fixture.members });
    const ofGroup = await failureOf(
      h.client.AttendanceReport({ ...RANGE, group_id: group }, asMember(fixture, 0)),
    );
    expect(ofGroup.kind).toBe('permission_denied');
  });

  it("a manager gets a group's members", async () => {
    const group = h.teams.newGroup(fixture.teamId, { members: [fixture.members[1]] });
    const report = await h.client.AttendanceReport(
      { ...RANGE, group_id: group },
      asManager(fixture),
    );
    expect(report.members.map((member) => member.user_id)).toEqual([fixture.members[1].id]);
  });

  it('a group of another team is not found, nor a user who is not a member', async () => {
    const other = h.team();
    const foreignGroup = h.teams.newGroup(other.teamId, { members: other.members });
    const group = await failureOf(
      h.client.AttendanceReport({ ...RANGE, group_id: foreignGroup }, asManager(fixture)),
    );
    expect([group.kind, group.reason]).toEqual(['not_found', Reason.GROUP_NOT_FOUND]);
    const user = await failureOf(
      h.client.AttendanceReport({ ...RANGE, user_id: other.members[0].id }, asManager(fixture)),
    );
    expect([user.kind, user.reason]).toEqual(['not_found', Reason.MEMBERSHIP_NOT_FOUND]);
  });

  it('someone outside the team is refused', async () => {
    const stranger = h.identity.register('Stranger');
    const failure = await failureOf(h.client.AttendanceReport(RANGE, as(stranger, fixture.teamId)));
    expect(failure.kind).toBe('permission_denied');
  });

  it('a bad range is refused with the field named', async () => {
    const failure = await failureOf(
      h.client.AttendanceReport({ from: '2026-03-10', to: '2026-03-01' }, asManager(fixture)),
    );
    expect([failure.kind, failure.reason, failure.fields]).toEqual([
      'invalid_argument',
      Reason.INVALID_PARAMETERS,
      { to: ['The to must be on or after the from.'] },
    ]);
  });

  it('scheduling not answering is UNAVAILABLE SCHEDULING_UNAVAILABLE', async () => {
    const restore = h.scheduling.fail('GetMemberCalendars');
    try {
      const failure = await failureOf(h.client.AttendanceReport(RANGE, asManager(fixture)));
      expect([failure.kind, failure.reason]).toEqual([
        'unavailable',
        Reason.SCHEDULING_UNAVAILABLE,
      ]);
    } finally {
      restore();
    }
  });
});

describe("GetTimesheet: the week's absences", () => {
  const WEEK = '2026-W11'; // Monday 9 – Sunday 15 March 2026, in the team's zone

  it('lists approved time off and holidays of the week, credited as attendance credits them', async () => {
    const fixture = h.team();
    h.teams.changeSettings(fixture.teamId, { timezone: NEW_YORK, hours_per_day: 6 });
    const member = fixture.members[0];
    h.scheduling.addShifts(fixture.teamId, member.id, ['2026-03-10'], {
      timeFrom: '09:00',
      timeTo: '17:00',
      zone: NEW_YORK,
    });
    h.scheduling.addTimeOff(fixture.teamId, member.id, {
      date: '2026-03-10',
      policy_name: 'Sick',
      paid: false,
      half_day: 'am',
      request_id: 41,
    });
    h.scheduling.addTimeOff(fixture.teamId, member.id, {
      date: '2026-03-11',
      policy_name: 'Vacation',
      request_id: 42,
    });
    h.scheduling.addHoliday(fixture.teamId, member.id, { date: '2026-03-12', name: 'Spring Day' });
    h.scheduling.addHoliday(fixture.teamId, member.id, { date: '2026-03-16', name: 'Next week' });

    const sheet = await h.client.GetTimesheet({ week: WEEK }, asMember(fixture));

    expect(sheet.absences).toEqual([
      {
        date: '2026-03-10',
        kind: 'time_off',
        name: 'Sick',
        paid: false,
        seconds: 4 * HOUR,
        half_day: 'am',
        request_id: 41,
      },
      {
        date: '2026-03-11',
        kind: 'time_off',
        name: 'Vacation',
        paid: true,
        seconds: 6 * HOUR,
        request_id: 42,
      },
      { date: '2026-03-12', kind: 'holiday', name: 'Spring Day', paid: true, seconds: 0 },
    ]);
    const submitted = await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));
    expect(submitted.absences).toHaveLength(3);
  });

  it('still answers, without absences, when scheduling does not', async () => {
    const fixture = h.team();
    h.scheduling.addHoliday(fixture.teamId, fixture.members[0].id, {
      date: '2026-03-12',
      name: 'Spring Day',
    });
    await entry(fixture, 0, '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z');
    const restore = h.scheduling.fail('GetMemberCalendars');
    try {
      const sheet = await h.client.GetTimesheet({ week: WEEK }, asMember(fixture));
      expect(sheet.totals?.seconds).toBe(HOUR);
      expect(sheet.absences).toEqual([]);
    } finally {
      restore();
    }
  });
});
