// The attendance report as the proto's AttendanceReport: seconds as integers, instants as
// ISO 8601 UTC, the unset optional fields absent.
import type { AttendanceReportResult } from './attendance';
import type { AttendanceDayResult, MemberAttendance } from './attendance-rules';
import type { ResponseOf } from './models/proto-messages';

type AttendanceReportMessage = ResponseOf<'AttendanceReport'>;
type AttendanceMemberMessage = NonNullable<AttendanceReportMessage['members']>[number];
type AttendanceDayMessage = NonNullable<AttendanceMemberMessage['days']>[number];

const toAttendanceDayMessage = (day: AttendanceDayResult): AttendanceDayMessage => ({
  date: day.date,
  scheduled_seconds: day.scheduledSeconds,
  tracked_seconds: day.trackedSeconds,
  time_off_seconds: day.timeOffSeconds,
  ...(day.timeOffPolicy === null ? {} : { time_off_policy: day.timeOffPolicy }),
  ...(day.holiday === null ? {} : { holiday: day.holiday }),
  expected_seconds: day.expectedSeconds,
  difference_seconds: day.differenceSeconds,
  balance_seconds: day.balanceSeconds,
  ...(day.shiftStart === null ? {} : { shift_start: day.shiftStart.toISOString() }),
  ...(day.firstStart === null ? {} : { first_start: day.firstStart.toISOString() }),
  late_minutes: day.lateMinutes,
  late: day.late,
});

const toAttendanceMemberMessage = (member: MemberAttendance): AttendanceMemberMessage => ({
  user_id: member.userId,
  name: member.name,
  timezone: member.timezone,
  days: member.days.map(toAttendanceDayMessage),
  scheduled_seconds: member.scheduledSeconds,
  expected_seconds: member.expectedSeconds,
  tracked_seconds: member.trackedSeconds,
  time_off_seconds: member.timeOffSeconds,
  difference_seconds: member.differenceSeconds,
  late_days: member.lateDays,
});

export const toAttendanceReportMessage = (
  report: AttendanceReportResult,
): AttendanceReportMessage => ({
  from: report.from,
  to: report.to,
  late_threshold_minutes: report.lateThresholdMinutes,
  members: report.members.map(toAttendanceMemberMessage),
});
