// The tracking service's routes (issue 18): timers, time entries, weekly timesheets and
// the summary and detailed reports (JSON or CSV), the attendance report (JSON or CSV;
// routes/attendance.*.ts), a client's budget use (issue 19). How
// their answers are presented: tracking.presenters.ts; what openapi.yaml says of them:
// tracking.docs.ts. `time-entry/list` and `time-entry/create` come before
// `time-entry/:id`, which would otherwise take them for an id.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { flagGivenLists } from '../message-completion';
import { page } from '../reply-presentation';
import { ATTENDANCE_NOTES } from './attendance.docs';
import { ATTENDANCE_CSV } from './attendance.presenters';
import { route, type RouteDefinition } from './route';
import { confirmation } from './route.presenters';
import { TRACKING_NOTES as NOTES } from './tracking.docs';
import { DETAILED_CSV, errorsOf, SUMMARY_CSV } from './tracking.presenters';

const FILTER_SELECTORS = ['user_id', 'project_id', 'client_id', 'task_id'];

/** Every tracking route needs a bearer token: the caller's current team is the one acted on. */
function trackingRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

export const TRACKING_ROUTES: readonly Route[] = [
  // Timer
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timer/start'],
    rpc: 'StartTimer',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: errorsOf(Reason.TIME_ENTRY_OVERLAP, Reason.WEEK_APPROVED, Reason.WEEKLY_LIMIT_REACHED),
    notes: NOTES.StartTimer,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timer/stop'],
    rpc: 'StopTimer',
    source: 'body',
    errors: errorsOf(Reason.TIMER_NOT_RUNNING),
    notes: NOTES.StopTimer,
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/timer/current'],
    rpc: 'GetCurrentTimer',
    source: 'none',
    errors: errorsOf(Reason.TIMER_NOT_RUNNING),
    notes: NOTES.GetCurrentTimer,
  }),

  // Time entries
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/create'],
    rpc: 'CreateTimeEntry',
    idempotent: true,
    source: 'body',
    selectors: ['user_id'],
    successStatus: 201,
    errors: errorsOf(Reason.TIME_ENTRY_OVERLAP, Reason.WEEK_APPROVED, Reason.WEEKLY_LIMIT_REACHED),
    notes: NOTES.CreateTimeEntry,
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/time-entry/list'],
    rpc: 'ListTimeEntries',
    source: 'query',
    selectors: FILTER_SELECTORS,
    reply: page,
    errors: errorsOf(),
    notes: NOTES.ListTimeEntries,
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/time-entry/:id'],
    rpc: 'GetTimeEntry',
    source: 'none',
    params: { id: 'time_entry_id' },
    errors: errorsOf(Reason.TIME_ENTRY_NOT_FOUND),
    notes: NOTES.GetTimeEntry,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/:id/update'],
    rpc: 'UpdateTimeEntry',
    source: 'body',
    params: { id: 'time_entry_id' },
    // tag_ids given (even empty) replaces the entry's tags; left out, they stay.
    complete: flagGivenLists({ tag_ids: 'replace_tag_ids' }),
    errors: errorsOf(
      Reason.TIME_ENTRY_NOT_FOUND,
      Reason.TIME_ENTRY_LOCKED,
      Reason.TIME_ENTRY_OVERLAP,
      Reason.WEEK_APPROVED,
      Reason.WEEKLY_LIMIT_REACHED,
    ),
    notes: NOTES.UpdateTimeEntry,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/:id/delete'],
    rpc: 'DeleteTimeEntry',
    source: 'body',
    params: { id: 'time_entry_id' },
    reply: confirmation,
    errors: errorsOf(Reason.TIME_ENTRY_NOT_FOUND, Reason.TIME_ENTRY_LOCKED),
    notes: NOTES.DeleteTimeEntry,
  }),

  // Weekly timesheets
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/timesheet'],
    rpc: 'GetTimesheet',
    source: 'query',
    selectors: ['user_id'],
    errors: errorsOf(),
    notes: NOTES.GetTimesheet,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/submit'],
    rpc: 'SubmitTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT),
    notes: NOTES.SubmitTimesheet,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/approve'],
    rpc: 'ApproveTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT, Reason.TIMER_RUNNING_IN_WEEK),
    notes: NOTES.ApproveTimesheet,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/reject'],
    rpc: 'RejectTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT),
    notes: NOTES.RejectTimesheet,
  }),

  // Reports
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/report/summary'],
    rpc: 'SummaryReport',
    source: 'query',
    selectors: FILTER_SELECTORS,
    formats: [SUMMARY_CSV],
    errors: errorsOf(),
    notes: NOTES.SummaryReport,
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/report/detailed'],
    rpc: 'DetailedReport',
    source: 'query',
    selectors: FILTER_SELECTORS,
    formats: [DETAILED_CSV],
    errors: errorsOf(),
    notes: NOTES.DetailedReport,
  }),
  // Attendance (issue 36): calendars from scheduling beside the tracked time.
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/report/attendance'],
    rpc: 'AttendanceReport',
    source: 'query',
    selectors: ['user_id', 'group_id'],
    formats: [ATTENDANCE_CSV],
    errors: errorsOf(),
    notes: ATTENDANCE_NOTES,
  }),

  // Budgets (issue 19)
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/client/:id/budget'],
    rpc: 'GetClientBudget',
    source: 'none',
    params: { id: 'client_id' },
    errors: errorsOf(),
    notes: NOTES.GetClientBudget,
  }),
];
