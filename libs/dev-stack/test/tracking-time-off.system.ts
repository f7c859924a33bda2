// Time off, holidays and attendance end to end, run by tracking.system.test.ts on its
// stack: the real scheduling (policies, holiday calendars, requests, balances, schedules),
// tracking (time entries, timesheets, the attendance report), teams,
// identity, notifier and gateway. A New York member and a Kolkata member of one New York
// team work weekday schedules across the US DST change (2026-03-08); the team's holiday
// calendar has 2026-03-10; the New York member takes 6 and 9 March off. Every number below
// is worked out by hand: New York is UTC-5 until 2026-03-08 02:00, UTC-4 after; Kolkata
// is UTC+5:30 all year.
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const HOUR = 3600;
const SHIFT = 8 * HOUR;

interface AttendanceDayAnswer {
  date: string;
  scheduled_seconds: number;
  expected_seconds: number;
  tracked_seconds: number;
  time_off_seconds: number;
  holiday?: string | null;
  difference_seconds: number;
  balance_seconds: number;
  shift_start?: string | null;
  first_start?: string | null;
  late: boolean;
  late_minutes: number;
}

interface AttendanceMemberAnswer {
  user_id: number;
  timezone: string;
  days: AttendanceDayAnswer[];
  scheduled_seconds: number;
  expected_seconds: number;
  tracked_seconds: number;
  time_off_seconds: number;
  difference_seconds: number;
  late_days: number;
}

const instant = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : iso);

export function describeTrackingTimeOff(system: System): void {
  describe('time off, holidays and attendance end to end', () => {
    let team: TrackingTeam;
    let newYork: RegisteredUser;
    let kolkata: RegisteredUser;
    const { http } = system;
    const owner = () => team.owner.user.token;
    const policies = { vacation: 0, sabbatical: 0 };
    let approvedRequestId = 0;

    /** A weekday schedule, 2026-03-02 to 2026-03-13, of one member in their own zone. */
    const weekdaySchedule = async (member: RegisteredUser, zone: string, from: string) => {
      const added = await http(
        'POST',
        '/api/v1/timemanagement/schedule/add',
        {
          date_from: '2026-03-02',
          time_from: from,
          time_to: `${Number(from.slice(0, 2)) + 8}:${from.slice(3)}`,
          timezone: zone,
          minimum_hours: 8,
          repetition: 'weekly',
          members: String(member.user.id),
          day_repeat: 'mon,tue,wed,thu,fri',
          until: '2026-03-13',
          title: `Desk ${zone}`,
        },
        owner(),
      );
      expect(added.status).toBe(200);
      expect(added.body.entries).toBe(10);
    };

    const entry = (member: RegisteredUser, start: string, end: string, extra = {}) =>
      team.createEntry(member, start, end, extra).then((made) => {
        expect(made.status).toBe(201);
        return made.body as { id: number };
      });

    const request = (member: RegisteredUser, body: Record<string, unknown>) =>
      http('POST', '/api/v3/time-off/request/create', body, member.user.token);

    beforeAll(async () => {
      team = await trackingTeam(system);
      newYork = await team.joinedMember(undefined, { timezone: NEW_YORK });
      kolkata = await team.joinedMember(undefined, { timezone: KOLKATA });
      await weekdaySchedule(newYork, NEW_YORK, '09:00');
      await weekdaySchedule(kolkata, KOLKATA, '10:00');

      const calendar = await http(
        'POST',
        '/api/v3/time-off/holidays/create',
        {
          name: 'Head office',
          default: true,
          dates: [{ date: '2026-03-10', name: 'Founders Day' }],
        },
        owner(),
      );
      expect(calendar.status).toBe(201);
      expect(calendar.body).toMatchObject({
        default: true,
        dates: [{ date: '2026-03-10', name: 'Founders Day' }],
      });

      // New York: 2026-W12 (16–22 March) approved before anyone asks for a day in it.
      await entry(newYork, '2026-03-16T14:00:00Z', '2026-03-16T15:00:00Z');
      expect(
        (await http('POST', '/api/v3/timesheet/submit', { week: '2026-W12' }, newYork.user.token))
          .status,
      ).toBe(200);
      const approved = await http(
        'POST',
        '/api/v3/timesheet/approve',
        { user_id: newYork.user.id, week: '2026-W12' },
        owner(),
      );
      expect(approved.body.status).toBe('approved');
    }, 120_000);

    it('sets up policies: owners and managers write them, members read them', async () => {
      // Negative balances allowed: the member joined today, so this year's pro-rata accrual
      // depends on the day the test runs.
      const vacation = await http(
        'POST',
        '/api/v3/time-off/policy/create',
        {
          name: 'Vacation',
          paid: true,
          unit: 'days',
          allowance: 20,
          accrual: 'yearly',
          requires_approval: true,
          allow_negative: true,
        },
        owner(),
      );
      expect(vacation.status).toBe(201);
      expect(vacation.body).toMatchObject({ name: 'Vacation', unit: 'days', allowance: 20 });
      policies.vacation = vacation.body.id;
      const sabbatical = await http(
        'POST',
        '/api/v3/time-off/policy/create',
        { name: 'Sabbatical', unit: 'days', allowance: 1, accrual: 'yearly' },
        owner(),
      );
      expect(sabbatical.status).toBe(201);
      policies.sabbatical = sabbatical.body.id;

      const refused = await http(
        'POST',
        '/api/v3/time-off/policy/create',
        { name: 'Duvet days', allowance: 3 },
        newYork.user.token,
      );
      expect(refused.status).toBe(403);
      const duplicate = await http(
        'POST',
        '/api/v3/time-off/policy/create',
        { name: 'VACATION' },
        owner(),
      );
      expect(duplicate.status).toBe(409);
      const listed = await http(
        'GET',
        '/api/v3/time-off/policy/list',
        undefined,
        newYork.user.token,
      );
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((policy: { id: number }) => policy.id).sort()).toEqual(
        [policies.vacation, policies.sabbatical].sort(),
      );
    });

    it('counts only working days: the weekend and the holiday in a request are free', async () => {
      // Friday 6 to Tuesday 10 March: 7–8 are the weekend, 10 the holiday.
      const made = await request(newYork, {
        policy_id: policies.vacation,
        from: '2026-03-06',
        to: '2026-03-10',
        note: 'Family visit',
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        user_id: newYork.user.id,
        status: 'pending',
        amount: 2,
        days: ['2026-03-06', '2026-03-09'],
        policy_name: 'Vacation',
      });
      approvedRequestId = made.body.id;

      const approved = await http(
        'POST',
        `/api/v3/time-off/request/${approvedRequestId}/approve`,
        { comment: 'Enjoy the break' },
        owner(),
      );
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        reviewed_by: team.owner.user.id,
        comment: 'Enjoy the break',
      });
      const mail = await system.mail.waitFor(
        (message) => message.to.includes(newYork.email) && message.text.includes('Enjoy the break'),
      );
      expect(`${mail.subject} ${mail.text}`).toMatch(/Vacation/);
      expect(mail.subject).toMatch(/approved/i);
      const [hook] = await system.operatorHooks.waitFor(1, (received) => {
        const body = JSON.parse(received.body);
        return body.event === 'time_off_approved' && body.payload.id === approvedRequestId;
      });
      expect(JSON.parse(hook!.body).payload).toMatchObject({
        user_id: newYork.user.id,
        status: 'approved',
        days: ['2026-03-06', '2026-03-09'],
      });
      // Approved twice: the second reviewer finds it decided.
      const again = await http(
        'POST',
        `/api/v3/time-off/request/${approvedRequestId}/approve`,
        {},
        owner(),
      );
      expect(again.status).toBe(409);
    });

    it('refuses a request the balance does not cover, one that overlaps, and one in an approved week', async () => {
      const uncovered = await request(newYork, {
        policy_id: policies.sabbatical,
        from: '2026-03-11',
        to: '2026-03-12',
      });
      expect(uncovered.status).toBe(409);
      const overlapping = await request(newYork, {
        policy_id: policies.vacation,
        from: '2026-03-09',
        to: '2026-03-09',
        half_day: 'pm',
      });
      expect(overlapping.status).toBe(409);
      // 2026-W12 was approved in beforeAll, long enough ago for its timesheet.approved event
      // to have reached scheduling; a policy that allows negative balances, so only the week
      // can refuse it (the list below shows nothing was written).
      const inApprovedWeek = await request(newYork, {
        policy_id: policies.vacation,
        from: '2026-03-17',
        to: '2026-03-17',
      });
      expect(inApprovedWeek.status).toBe(409);
      const mine = await http(
        'GET',
        `/api/v3/time-off/request/list?user_id=${newYork.user.id}`,
        undefined,
        newYork.user.token,
      );
      expect(mine.body.data.map((made: { id: number }) => made.id)).toEqual([approvedRequestId]);
    });

    it('rejects with a comment the member is mailed, and shows the balances', async () => {
      const made = await request(kolkata, {
        policy_id: policies.vacation,
        from: '2026-03-12',
        to: '2026-03-12',
      });
      expect(made.status).toBe(201);
      const rejected = await http(
        'POST',
        `/api/v3/time-off/request/${made.body.id}/reject`,
        { comment: 'Release week, sorry' },
        owner(),
      );
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('rejected');
      const mail = await system.mail.waitFor(
        (message) =>
          message.to.includes(kolkata.email) && message.text.includes('Release week, sorry'),
      );
      expect(mail.subject).toMatch(/rejected|declined/i);

      const balances = await http(
        'GET',
        `/api/v3/time-off/balances?user_id=${newYork.user.id}&year=2026`,
        undefined,
        newYork.user.token,
      );
      expect(balances.status).toBe(200);
      const vacation = balances.body.balances.find(
        (balance: { policy_id: number }) => balance.policy_id === policies.vacation,
      );
      expect(vacation).toMatchObject({ allowance: 20, taken: 2, planned: 0, pending: 0 });
      expect(vacation.remaining).toBeCloseTo(vacation.carried_over + vacation.accrued - 2, 2);
      // Another member's balances are the owner's and managers' to read.
      const others = await http(
        'GET',
        `/api/v3/time-off/balances?user_id=${newYork.user.id}&year=2026`,
        undefined,
        kolkata.user.token,
      );
      expect(others.status).toBe(403);
    });

    it('carries a monthly-accrual balance over the year boundary, up to carry_over_max', async () => {
      // 12 days a year, one a month from the month the member joined (this one), at most 1
      // carried: whatever month this runs in, this year accrues at least 1 day, so next
      // January starts with 1 carried over plus January's 1.
      const monthly = await http(
        'POST',
        '/api/v3/time-off/policy/create',
        {
          name: 'Monthly leave',
          unit: 'days',
          allowance: 12,
          accrual: 'monthly',
          carry_over_max: 1,
          requires_approval: false,
          user_ids: [kolkata.user.id],
        },
        owner(),
      );
      expect(monthly.status).toBe(201);
      const nextYear = new Date().getUTCFullYear() + 1;
      const balances = await http(
        'GET',
        `/api/v3/time-off/balances?year=${nextYear}`,
        undefined,
        kolkata.user.token,
      );
      expect(balances.status).toBe(200);
      expect(
        balances.body.balances.find(
          (balance: { policy_id: number }) => balance.policy_id === monthly.body.id,
        ),
      ).toMatchObject({ carried_over: 1, allowance: 12 });
      // The first three weekdays of next January (the team's Monday-to-Friday week).
      const weekdays: string[] = [];
      for (let day = 1; weekdays.length < 3; day++) {
        const date = new Date(Date.UTC(nextYear, 0, day));
        if (date.getUTCDay() % 6 !== 0) weekdays.push(date.toISOString().slice(0, 10));
      }
      const three = await request(kolkata, {
        policy_id: monthly.body.id,
        from: weekdays[0],
        to: weekdays[2],
      });
      expect(three.status).toBe(409);
      const two = await request(kolkata, {
        policy_id: monthly.body.id,
        from: weekdays[0],
        to: weekdays[1],
      });
      expect(two.status).toBe(201);
      // No approval needed: approved at once.
      expect(two.body).toMatchObject({ status: 'approved', amount: 2 });
      // The New York member is not on this policy.
      const notTheirs = await request(newYork, {
        policy_id: monthly.body.id,
        from: weekdays[0],
        to: weekdays[0],
      });
      expect(notTheirs.status).toBeGreaterThanOrEqual(400);
    });

    it("marks schedule entries on an approved day off, and shows it in the member's timesheet week", async () => {
      const listed = await http(
        'GET',
        `/api/v1/timemanagement/schedule/user/${newYork.user.id}?from=2026-03-06&to=2026-03-11`,
        undefined,
        owner(),
      );
      expect(listed.status).toBe(200);
      expect(
        listed.body.data.map((shift: { start_date: string; time_off: boolean }) => [
          shift.start_date,
          shift.time_off,
        ]),
      ).toEqual([
        ['2026-03-06 14:00:00', true],
        ['2026-03-09 13:00:00', true],
        ['2026-03-10 13:00:00', false], // the holiday: no time-off day
        ['2026-03-11 13:00:00', false],
      ]);
      const week = await http(
        'GET',
        `/api/v3/timesheet?week=2026-W11`,
        undefined,
        newYork.user.token,
      );
      expect(week.status).toBe(200);
      expect(
        week.body.absences.map((absence: { date: string; kind: string; seconds: number }) => [
          absence.date,
          absence.kind,
          absence.seconds,
        ]),
      ).toEqual([
        ['2026-03-09', 'time_off', SHIFT],
        ['2026-03-10', 'holiday', 0],
      ]);
    });

    it('reports attendance per member in their own zone across the DST change', async () => {
      // New York (09:00–17:00 local: 14:00Z before 8 March, 13:00Z after).
      await entry(newYork, '2026-03-02T14:10:00Z', '2026-03-02T22:10:00Z'); // 10 minutes late
      await entry(newYork, '2026-03-03T14:00:00Z', '2026-03-03T18:00:00Z');
      await entry(newYork, '2026-03-09T03:30:00Z', '2026-03-09T04:00:00Z'); // Sunday 23:30 EDT
      await entry(newYork, '2026-03-11T12:55:00Z', '2026-03-11T21:30:00Z');
      // Kolkata (10:00–18:00 IST = 04:30Z–12:30Z): the first is 1 March 23:30 in New York.
      await entry(kolkata, '2026-03-02T04:30:00Z', '2026-03-02T12:30:00Z');
      await entry(kolkata, '2026-03-09T05:00:00Z', '2026-03-09T12:30:00Z'); // 30 minutes late
      await entry(kolkata, '2026-03-10T04:30:00Z', '2026-03-10T06:30:00Z'); // on the holiday

      const report = await http(
        'GET',
        '/api/v3/report/attendance?from=2026-03-02&to=2026-03-13',
        undefined,
        owner(),
      );
      expect(report.status).toBe(200);
      expect(report.body.late_threshold_minutes).toBe(5);
      const memberOf = (user: RegisteredUser): AttendanceMemberAnswer =>
        report.body.members.find(
          (member: AttendanceMemberAnswer) => member.user_id === user.user.id,
        );
      const ny = memberOf(newYork);
      const kol = memberOf(kolkata);
      const day = (member: AttendanceMemberAnswer, date: string) =>
        member.days.find((entryDay) => entryDay.date === date)!;

      expect(ny.timezone).toBe(NEW_YORK);
      expect(ny.days).toHaveLength(12);
      expect(day(ny, '2026-03-02')).toMatchObject({
        scheduled_seconds: SHIFT,
        tracked_seconds: SHIFT,
        difference_seconds: 0,
        late: true,
        late_minutes: 10,
      });
      expect(instant(day(ny, '2026-03-02').shift_start)).toBe('2026-03-02T14:00:00.000Z');
      expect(instant(day(ny, '2026-03-11').shift_start)).toBe('2026-03-11T13:00:00.000Z');
      expect(day(ny, '2026-03-11')).toMatchObject({ tracked_seconds: 30_900, late: false });
      expect(day(ny, '2026-03-06')).toMatchObject({
        time_off_seconds: SHIFT,
        difference_seconds: 0,
      });
      expect(day(ny, '2026-03-08')).toMatchObject({
        scheduled_seconds: 0,
        tracked_seconds: 1800,
        difference_seconds: 1800,
      });
      expect(day(ny, '2026-03-10')).toMatchObject({
        holiday: 'Founders Day',
        expected_seconds: 0,
        difference_seconds: 0,
      });
      // Tracked 8 h + 4 h + 0.5 h + 8 h 35 min; 2 days off; 9 working days expected.
      expect(ny).toMatchObject({
        scheduled_seconds: 10 * SHIFT,
        expected_seconds: 9 * SHIFT,
        tracked_seconds: 75_900,
        time_off_seconds: 2 * SHIFT,
        difference_seconds: 75_900 + 2 * SHIFT - 9 * SHIFT,
        late_days: 1,
      });
      expect(ny.days.at(-1)!.balance_seconds).toBe(ny.difference_seconds);

      expect(kol.timezone).toBe(KOLKATA);
      expect(day(kol, '2026-03-02')).toMatchObject({ tracked_seconds: SHIFT, late: false });
      expect(instant(day(kol, '2026-03-02').shift_start)).toBe('2026-03-02T04:30:00.000Z');
      expect(day(kol, '2026-03-09')).toMatchObject({ late: true, late_minutes: 30 });
      expect(day(kol, '2026-03-10')).toMatchObject({
        holiday: 'Founders Day',
        tracked_seconds: 2 * HOUR,
        difference_seconds: 2 * HOUR,
      });
      expect(kol).toMatchObject({
        expected_seconds: 9 * SHIFT,
        tracked_seconds: 63_000,
        time_off_seconds: 0,
        difference_seconds: 63_000 - 9 * SHIFT,
        late_days: 1,
      });

      // Members see their own attendance only.
      const own = await http(
        'GET',
        `/api/v3/report/attendance?from=2026-03-02&to=2026-03-13&user_id=${kolkata.user.id}`,
        undefined,
        newYork.user.token,
      );
      expect(own.status).toBe(403);

      const csv = await system.gatewayFetch(
        `/api/v3/report/attendance?from=2026-03-02&to=2026-03-13&user_id=${kolkata.user.id}&format=csv`,
        { headers: { authorization: `Bearer ${owner()}` } },
      );
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(1 + 12);
      expect(lines.find((line) => line.includes('2026-03-10'))).toContain('Founders Day');
    });
  });
}
