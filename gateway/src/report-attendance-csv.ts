// The CSV form of the attendance report (`?format=csv`): one row per member and day, the
// member's id, name and zone, then the day's figures in hours with two decimals (a
// negative difference or balance stays a number), the time-off policy and holiday names
// (text guarded against formulas) and the shift's and first entry's starts (UTC).
// routes/attendance.presenters.ts offers it as the report's text format.
import { csvDocument, FixedDecimal, type CsvCell } from './csv-writer';
import type { ReplyOf } from './downstream-clients';

type AttendanceReply = ReplyOf<'tracking', 'AttendanceReport'>;

export const ATTENDANCE_CSV_COLUMNS = [
  'user_id',
  'name',
  'timezone',
  'date',
  'scheduled_hours',
  'expected_hours',
  'tracked_hours',
  'time_off_hours',
  'time_off_policy',
  'holiday',
  'difference_hours',
  'balance_hours',
  'shift_start',
  'first_start',
  'late_minutes',
];

const hoursOf = (seconds: number) => new FixedDecimal(seconds / 3600, 2);

/** Every member's days in order, a row each; unset names and instants empty. */
export function attendanceCsv(reply: unknown): string {
  const rows: CsvCell[][] = [];
  for (const member of (reply as AttendanceReply).members)
    for (const day of member.days)
      rows.push([
        member.user_id,
        member.name,
        member.timezone,
        day.date,
        hoursOf(day.scheduled_seconds),
        hoursOf(day.expected_seconds),
        hoursOf(day.tracked_seconds),
        hoursOf(day.time_off_seconds),
        day.time_off_policy ?? '',
        day.holiday ?? '',
        hoursOf(day.difference_seconds),
        hoursOf(day.balance_seconds),
        day.shift_start ?? '',
        day.first_start ?? '',
        day.late_minutes,
      ]);
  return csvDocument(ATTENDANCE_CSV_COLUMNS, rows);
}
