// The attendance rules (pure): days read in each member's zone at each instant (exact
// across the US DST change of 2026-03-08 and for a member in Asia/Kolkata), scheduled from
// shifts (minimum_hours first), time off credited against them, holidays expecting nothing,
// late starts past the threshold, the running balance; and a timesheet's absences.
import { Reason } from '@workmesh/platform';
import { zonedInstant } from '@workmesh/testing';
import {
  datesOf,
  memberAttendance,
  shiftSeconds,
  timeOffCreditSeconds,
  timesheetAbsences,
  validatedAttendanceReport,
  type AttendanceDayResult,
  type MemberAttendanceInput,
} from '../src/attendance-rules';
import { emptyCalendar, type MemberCalendar } from '../src/scheduling-directory';

const HOUR = 3600;
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const SETTINGS = { hoursPerDay: 8, lateStartThresholdMinutes: 5 };

/** A 09:00–17:00 shift on each date, wall clock in the zone. */
const nineToFive = (dates: string[], zone: string) =>
  dates.map((date) => ({
    start: zonedInstant(date, '09:00', zone),
    end: zonedInstant(date, '17:00', zone),
    minimumHours: 0,
  }));

const at = (iso: string) => new Date(iso);

function attendance(overrides: Partial<MemberAttendanceInput> & { calendar: MemberCalendar }) {
  return memberAttendance({
    userId: 7,
    name: 'Ana',
    timezone: NEW_YORK,
    dates: datesOf('2026-03-06', '2026-03-10'),
    entries: [],
    settings: SETTINGS,
    now: at('2026-03-20T00:00:00Z'),
    ...overrides,
  });
}

const dayOf = (days: AttendanceDayResult[], date: string) => days.find((day) => day.date === date)!;

/** The error the function throws, or a failure when it does not. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error as { reason: string; message: string; fieldViolations?: unknown };
  }
  throw new Error('expected a refusal');
}

describe('the attendance request', () => {
  it('takes from and to as dates, both included, up to 366 days', () => {
    expect(validatedAttendanceReport({ from: '2026-01-01', to: '2027-01-01' })).toMatchObject({
      from: '2026-01-01',
      to: '2027-01-01',
    });
    expect(datesOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('refuses a missing from, a to before the from and a range longer than 366 days', () => {
    expect(refusal(() => validatedAttendanceReport({ to: '2026-03-01' }))).toMatchObject({
      reason: Reason.INVALID_PARAMETERS,
      message: 'The from field is required.',
    });
    expect(
      refusal(() => validatedAttendanceReport({ from: '2026-03-02', to: '2026-03-01' })).message,
    ).toBe('The to must be on or after the from.');
    expect(
      refusal(() => validatedAttendanceReport({ from: '2026-01-01', to: '2027-01-02' })).message,
    ).toBe('An attendance report covers at most 366 days.');
    expect(
      refusal(() => validatedAttendanceReport({ from: '2026-02-30', to: '2026-03-01' })).message,
    ).toBe('The from must be a date (YYYY-MM-DD).');
  });

  it('refuses a zone that is not an IANA name with the timezone reason', () => {
    expect(
      refusal(() =>
        validatedAttendanceReport({ from: '2026-03-01', to: '2026-03-01', timezone: 'Mars/Base' }),
      ).reason,
    ).toBe(Reason.INVALID_TIMEZONE);
  });
});

describe('scheduled time and time-off credit', () => {
  it('counts a shift by its minimum_hours when set, else by its length', () => {
    const [shift] = nineToFive(['2026-03-09'], NEW_YORK);
    expect(shiftSeconds(shift)).toBe(8 * HOUR);
    expect(shiftSeconds({ ...shift, minimumHours: 6.5 })).toBe(6.5 * HOUR);
  });

  it('credits a day off the scheduled time, a half day half of it, hours their hours', () => {
    const day = { unit: 'days', halfDay: null, hours: null };
    expect(timeOffCreditSeconds(day, 7 * HOUR, 8)).toBe(7 * HOUR);
    expect(timeOffCreditSeconds({ ...day, halfDay: 'am' }, 7 * HOUR, 8)).toBe(3.5 * HOUR);
    // Nothing scheduled that day: the team's hours_per_day.
    expect(timeOffCreditSeconds(day, 0, 7.5)).toBe(7.5 * HOUR);
    expect(timeOffCreditSeconds({ ...day, halfDay: 'pm' }, 0, 7.5)).toBe(3.75 * HOUR);
    expect(timeOffCreditSeconds({ unit: 'hours', halfDay: null, hours: 2.5 }, 8 * HOUR, 8)).toBe(
      2.5 * HOUR,
    );
  });
});

describe('a New York member across the start of daylight saving time (2026-03-08)', () => {
  const dates = datesOf('2026-03-06', '2026-03-10');
  const calendar: MemberCalendar = {
    ...emptyCalendar(7),
    shifts: nineToFive(dates, NEW_YORK),
  };

  it('schedules 8 hours on every day, the shift starting 14:00Z before the change and 13:00Z after', () => {
    const { days } = attendance({ calendar });
    expect(days.map((day) => day.scheduledSeconds)).toEqual(dates.map(() => 8 * HOUR));
    expect(dayOf(days, '2026-03-06').shiftStart).toEqual(at('2026-03-06T14:00:00Z'));
    expect(dayOf(days, '2026-03-08').shiftStart).toEqual(at('2026-03-08T13:00:00Z'));
    expect(dayOf(days, '2026-03-09').shiftStart).toEqual(at('2026-03-09T13:00:00Z'));
  });

  it('puts an entry on the local day of its start, with the offset of that instant', () => {
    const entries = [
      // 23:30 EST on the 7th.
      { start: at('2026-03-08T04:30:00Z'), end: at('2026-03-08T05:00:00Z') },
      // 00:30 EDT on the 9th (a fixed EST offset would say 23:30 on the 8th).
      { start: at('2026-03-09T04:30:00Z'), end: at('2026-03-09T05:30:00Z') },
    ];
    const { days } = attendance({ calendar, entries });
    expect(dayOf(days, '2026-03-07').trackedSeconds).toBe(1800);
    expect(dayOf(days, '2026-03-08').trackedSeconds).toBe(0);
    expect(dayOf(days, '2026-03-09').trackedSeconds).toBe(HOUR);
  });

  it('is late when the first start is past the shift start plus the threshold, by whole minutes', () => {
    const entries = [
      // 09:07 EDT: 7 minutes late (a fixed EST offset would read 08:07, early).
      { start: at('2026-03-08T13:07:30Z'), end: at('2026-03-08T21:00:00Z') },
      // 09:05 EST on Friday: at the threshold, not late.
      { start: at('2026-03-06T14:05:00Z'), end: at('2026-03-06T22:00:00Z') },
    ];
    const member = attendance({ calendar, entries });
    expect(dayOf(member.days, '2026-03-08')).toMatchObject({
      late: true,
      lateMinutes: 7,
      firstStart: at('2026-03-08T13:07:30Z'),
    });
    expect(dayOf(member.days, '2026-03-06')).toMatchObject({ late: false, lateMinutes: 0 });
    expect(member.lateDays).toBe(1);
    const strict = attendance({
      calendar,
      entries,
      settings: { ...SETTINGS, lateStartThresholdMinutes: 0 },
    });
    expect(dayOf(strict.days, '2026-03-06')).toMatchObject({ late: true, lateMinutes: 5 });
  });

  it('credits a full day off and a half day, expects nothing on a holiday, and keeps a running balance', () => {
    const withAbsences: MemberCalendar = {
      ...calendar,
      holidays: [{ date: '2026-03-06', name: 'Founders Day' }],
      timeOff: [
        {
          date: '2026-03-09',
          requestId: 1,
          policyName: 'Vacation',
          paid: true,
          unit: 'days',
          halfDay: null,
          hours: null,
        },
        {
          date: '2026-03-10',
          requestId: 2,
          policyName: 'Vacation',
          paid: true,
          unit: 'days',
          halfDay: 'pm',
          hours: null,
        },
      ],
    };
    const entries = [
      // Saturday 7th: 09:00–15:00 EST (6 of 8 hours).
      { start: at('2026-03-07T14:00:00Z'), end: at('2026-03-07T20:00:00Z') },
      // Sunday 8th: 09:00–18:00 EDT (9 of 8 hours).
      { start: at('2026-03-08T13:00:00Z'), end: at('2026-03-08T22:00:00Z') },
      // Tuesday 10th, the morning: 09:00–13:00 EDT, then half a day off.
      { start: at('2026-03-10T13:00:00Z'), end: at('2026-03-10T17:00:00Z') },
    ];
    const member = attendance({ calendar: withAbsences, entries });
    const rows = member.days.map((day) => [
      day.date,
      day.expectedSeconds / HOUR,
      day.trackedSeconds / HOUR,
      day.timeOffSeconds / HOUR,
      day.differenceSeconds / HOUR,
      day.balanceSeconds / HOUR,
    ]);
    expect(rows).toEqual([
      ['2026-03-06', 0, 0, 0, 0, 0],
      ['2026-03-07', 8, 6, 0, -2, -2],
      ['2026-03-08', 8, 9, 0, 1, -1],
      ['2026-03-09', 8, 0, 8, 0, -1],
      ['2026-03-10', 8, 4, 4, 0, -1],
    ]);
    expect(dayOf(member.days, '2026-03-06').holiday).toBe('Founders Day');
    expect(dayOf(member.days, '2026-03-09').timeOffPolicy).toBe('Vacation');
    expect(member).toMatchObject({
      scheduledSeconds: 40 * HOUR,
      expectedSeconds: 32 * HOUR,
      trackedSeconds: 19 * HOUR,
      timeOffSeconds: 12 * HOUR,
      differenceSeconds: -1 * HOUR,
    });
  });

  it('judges lateness on an afternoon off, not on a morning off, a whole day off or a holiday', () => {
    const vacation = {
      requestId: 3,
      policyName: 'Vacation',
      paid: true,
      unit: 'days',
      hours: null,
    };
    const withAbsences: MemberCalendar = {
      ...calendar,
      holidays: [{ date: '2026-03-06', name: 'Founders Day' }],
      timeOff: [
        { ...vacation, date: '2026-03-08', halfDay: 'pm' },
        { ...vacation, date: '2026-03-09', halfDay: 'am' },
        { ...vacation, date: '2026-03-10', halfDay: null },
      ],
    };
    // An hour after each day's 09:00 shift start.
    const entries = [
      '2026-03-06T15:00:00Z',
      '2026-03-08T14:00:00Z',
      '2026-03-09T14:00:00Z',
      '2026-03-10T14:00:00Z',
    ].map((start) => ({ start: at(start), end: at(start.replace('T1', 'T2')) }));
    const { days } = attendance({ calendar: withAbsences, entries });
    expect(days.map((day) => [day.date, day.late, day.lateMinutes])).toEqual([
      ['2026-03-06', false, 0],
      ['2026-03-07', false, 0],
      ['2026-03-08', true, 60],
      ['2026-03-09', false, 0],
      ['2026-03-10', false, 0],
    ]);
  });

  it('counts a running entry up to now', () => {
    const entries = [{ start: at('2026-03-09T13:00:00Z'), end: null }];
    const { days } = attendance({ calendar, entries, now: at('2026-03-09T15:30:00Z') });
    expect(dayOf(days, '2026-03-09').trackedSeconds).toBe(2.5 * HOUR);
  });
});

describe('a member in Asia/Kolkata in the same team', () => {
  const dates = datesOf('2026-03-07', '2026-03-09');
  const calendar: MemberCalendar = { ...emptyCalendar(8), shifts: nineToFive(dates, KOLKATA) };

  it('reads their days in their own zone (+05:30): shifts start 03:30Z, an evening entry in UTC is the next local day', () => {
    const entries = [
      // 00:30 IST on the 8th, the 7th in UTC and in New York.
      { start: at('2026-03-07T19:00:00Z'), end: at('2026-03-07T20:00:00Z') },
      // 09:20 IST on the 9th: 20 minutes late.
      { start: at('2026-03-09T03:50:00Z'), end: at('2026-03-09T11:30:00Z') },
    ];
    const { days } = attendance({ userId: 8, timezone: KOLKATA, dates, calendar, entries });
    expect(dayOf(days, '2026-03-08').shiftStart).toEqual(at('2026-03-08T03:30:00Z'));
    expect(dayOf(days, '2026-03-07').trackedSeconds).toBe(0);
    expect(dayOf(days, '2026-03-08').trackedSeconds).toBe(HOUR);
    expect(dayOf(days, '2026-03-09')).toMatchObject({ late: true, lateMinutes: 20 });
  });
});

describe("a timesheet's absences", () => {
  const week = datesOf('2026-03-09', '2026-03-15');
  const calendar: MemberCalendar = {
    ...emptyCalendar(7),
    shifts: nineToFive(['2026-03-10'], NEW_YORK).map((shift) => ({ ...shift, minimumHours: 6 })),
    holidays: [
      { date: '2026-03-12', name: 'Spring Day' },
      { date: '2026-03-20', name: 'Outside the week' },
    ],
    timeOff: [
      {
        date: '2026-03-10',
        requestId: 4,
        policyName: 'Sick',
        paid: false,
        unit: 'days',
        halfDay: 'am',
        hours: null,
      },
      {
        date: '2026-03-11',
        requestId: 5,
        policyName: 'Vacation',
        paid: true,
        unit: 'days',
        halfDay: null,
        hours: null,
      },
      {
        date: '2026-03-13',
        requestId: 6,
        policyName: 'Appointments',
        paid: true,
        unit: 'hours',
        halfDay: null,
        hours: 1.5,
      },
    ],
  };

  it('lists the week’s holidays and time off by date, credited as attendance credits them', () => {
    expect(timesheetAbsences(calendar, week, NEW_YORK, 7)).toEqual([
      {
        date: '2026-03-10',
        kind: 'time_off',
        name: 'Sick',
        paid: false,
        seconds: 3 * HOUR,
        halfDay: 'am',
        requestId: 4,
      },
      {
        date: '2026-03-11',
        kind: 'time_off',
        name: 'Vacation',
        paid: true,
        seconds: 7 * HOUR,
        halfDay: null,
        requestId: 5,
      },
      {
        date: '2026-03-12',
        kind: 'holiday',
        name: 'Spring Day',
        paid: true,
        seconds: 0,
        halfDay: null,
        requestId: null,
      },
      {
        date: '2026-03-13',
        kind: 'time_off',
        name: 'Appointments',
        paid: true,
        seconds: 1.5 * HOUR,
        halfDay: null,
        requestId: 6,
      },
    ]);
  });
});
