// How the attendance report (a tracking rpc; routes/tracking.ts) and a timesheet's
// absences are presented: their records in the answers and openapi.yaml, and the report's
// CSV form (written by ../report-attendance-csv.ts).
import { ABSENCE_KINDS, HALF_DAYS } from '@workmesh/platform';
import type { TextFormat } from '../http-route';
import { record } from '../reply-presentation';
import { ATTENDANCE_CSV_COLUMNS, attendanceCsv } from '../report-attendance-csv';
import { CSV_CONTENT_TYPE, CSV_NOTE } from '../report-csv';

const SECONDS = (what: string) => ({ description: `seconds ${what}` });

record('workmesh.tracking.v1.TimesheetAbsence', {
  component: 'TimesheetAbsence',
  description: "A day of the member's week away from work: approved time off or a holiday.",
  notes: {
    date: { description: "YYYY-MM-DD in the team's time zone" },
    kind: { enum: ABSENCE_KINDS },
    name: { description: "the time-off policy's name or the holiday's" },
    paid: { description: "time off: the policy's; holidays: true" },
    seconds: {
      description:
        "what the day credits, as the attendance report credits it: a day off the day's scheduled time (the team's hours_per_day without a shift), half of it for a half day, an hours request its hours; 0 for a holiday (nothing is expected that day) and for time off on a holiday",
    },
    half_day: { enum: [...HALF_DAYS, null], description: 'a half-day request; null otherwise' },
    request_id: { description: 'the time-off request; null for a holiday' },
  },
});

record('workmesh.tracking.v1.AttendanceDay', {
  component: 'AttendanceDay',
  description: "A member's day: scheduled against tracked time, time off and holidays.",
  notes: {
    date: { description: "YYYY-MM-DD in the member's `timezone`" },
    scheduled_seconds: SECONDS(
      "of the shifts starting that day: each shift's minimum_hours when set, else its length",
    ),
    tracked_seconds: SECONDS('of the entries starting that day; a running entry up to now'),
    time_off_seconds: SECONDS(
      "of approved time off: a day off credits the day's scheduled time (hours_per_day without a shift), a half day half of it, an hours request its hours; nothing on a holiday",
    ),
    time_off_policy: { description: "the time off's policy name(s); null when none" },
    holiday: { description: "the holiday's name: nothing is expected that day; null otherwise" },
    expected_seconds: SECONDS('expected: scheduled_seconds, 0 on a holiday'),
    difference_seconds: SECONDS('tracked + time off − expected (negative: short)'),
    balance_seconds: SECONDS('the running sum of difference_seconds from the first day'),
    shift_start: { description: "the day's first shift start, ISO 8601 (UTC); null without one" },
    first_start: {
      description: "the day's first tracked start, ISO 8601 (UTC); null without entries",
    },
    late_minutes: {
      description: 'whole minutes first_start is after shift_start when late; 0 otherwise',
    },
    late: {
      description:
        'first_start after shift_start + late_threshold_minutes, on a day the member was expected at the shift start (no holiday, whole day off, morning off or hours off)',
    },
  },
});

record('workmesh.tracking.v1.AttendanceMember', {
  component: 'AttendanceMember',
  description: "A member's attendance over the range, and its totals.",
  notes: {
    timezone: {
      description:
        "the IANA zone the member's days are read in: the `timezone` asked, else the member's own, else the team's",
    },
    days: { description: 'every day of the range, in order' },
    difference_seconds: { description: 'the sum of the days’ differences: the last balance' },
    late_days: { description: 'days with `late` true' },
  },
});

record('workmesh.tracking.v1.AttendanceReport', {
  component: 'AttendanceReport',
  description: 'Per member and day, scheduled against tracked time, time off and holidays.',
  notes: {
    from: { description: 'YYYY-MM-DD, the first day' },
    to: { description: 'YYYY-MM-DD, the last day (included)' },
    late_threshold_minutes: { description: "the team's late-start threshold used" },
    members: { description: 'by name' },
  },
});

export const ATTENDANCE_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'attendance-report.csv',
  render: attendanceCsv,
  description: `The report as CSV, one row per member and day (members by name, days in order), columns ${ATTENDANCE_CSV_COLUMNS.map((column) => `\`${column}\``).join(', ')}. Hours with two decimals (a negative difference or balance is a negative number); the policy, holiday and instants empty when unset; instants ISO 8601 (UTC). ${CSV_NOTE}`,
  example: attendanceCsv({
    members: [
      {
        user_id: 7,
        name: 'Ana Ruiz',
        timezone: 'America/New_York',
        days: [
          {
            date: '2026-03-09',
            scheduled_seconds: 28800,
            expected_seconds: 28800,
            tracked_seconds: 27000,
            time_off_seconds: 0,
            difference_seconds: -1800,
            balance_seconds: -1800,
            shift_start: '2026-03-09T13:00:00.000Z',
            first_start: '2026-03-09T13:12:00.000Z',
            late_minutes: 12,
            late: true,
          },
          {
            date: '2026-03-10',
            scheduled_seconds: 28800,
            expected_seconds: 28800,
            tracked_seconds: 14400,
            time_off_seconds: 14400,
            time_off_policy: 'Vacation',
            difference_seconds: 0,
            balance_seconds: -1800,
            shift_start: '2026-03-10T13:00:00.000Z',
            first_start: '2026-03-10T13:00:00.000Z',
            late_minutes: 0,
            late: false,
          },
        ],
      },
    ],
  }),
};
