// What openapi.yaml says of the attendance report's route (routes/tracking.ts) beyond the
// protos: the rules the tracking service applies to its query, and what it answers.
import type { OperationNotes } from '../openapi/operation-notes';
import { CSV_CONTENT_TYPE, CSV_FORMULA_NOTE } from '../report-csv';

const DATE = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-03-09'] };

export const ATTENDANCE_NOTES: OperationNotes = {
  summary: 'Attendance: scheduled against tracked time, per member and day',
  description: `For each member and each day of [from, to] (both included, at most 366 days): the time their shifts (schedules) ask (\`minimum_hours\` when set, else the shift's length), the time they tracked (entries starting that day; a running one up to now), approved time off credited against it (a day off: the day's scheduled time, or the team's \`hours_per_day\` without a shift; a half day: half; an hours request: its hours), holidays (nothing expected that day), the difference (tracked + time off − expected) and its running balance, and late starts (the first entry more than the team's \`late_start_threshold_minutes\` after the first shift's start). Each member's days are read in \`timezone\` when given, else in the member's own zone, else in the team's, each day bounded at its own local midnights (23 or 25 hours across a DST change). Owners and managers see any member (\`user_id\`), a group's members (\`group_id\`) or the whole team; members see only themselves. 503 when the scheduling service does not answer. \`?format=csv\` answers a row per member and day as \`${CSV_CONTENT_TYPE}\` (RFC 4180). ${CSV_FORMULA_NOTE}`,
  required: ['from', 'to'],
  fields: {
    from: { ...DATE, description: 'the first day, YYYY-MM-DD' },
    to: { ...DATE, description: 'the last day, YYYY-MM-DD, on or after from; at most 366 days' },
    user_id: { description: 'one member (owners and managers); members: only themselves' },
    group_id: { description: "a group's members and managers (owners and managers)" },
    timezone: {
      description: "IANA zone every member's days are read in; default each member's own",
    },
  },
};
