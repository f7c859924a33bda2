// The events the scheduling service records (docs/scheduling.md, Events),
// each in the transaction of the change it reports (outbox), published after the commit.
// Their contracts (type names, data, rules) are platform's: events/contracts/scheduling.ts.
// Every API write also records one change.recorded (docs/audit.md) with the same commit.
import {
  changeRecorded,
  ScheduleCreated,
  ScheduleDeleted,
  TimeOffApproved,
  TimeOffCancelled,
  TimeOffRejected,
  TimeOffRequested,
  TimesheetApproved,
  TimesheetRejected,
  type Changes,
  type ChangeRecordedData,
  type DomainEvent,
  type ScheduleDeletedData,
} from '@workmesh/platform';

export type { ScheduleCreatedData } from '@workmesh/platform';
/** What a delete removes: 'this' entry, or it and the member's 'future' ones of its schedule. */
export type DeleteType = ScheduleDeletedData['type'];

export const scheduleCreated = ScheduleCreated.make;
export const scheduleDeleted = ScheduleDeleted.make;
export const timeOffRequested = TimeOffRequested.make;
export const timeOffApproved = TimeOffApproved.make;
export const timeOffRejected = TimeOffRejected.make;
export const timeOffCancelled = TimeOffCancelled.make;

/** What scheduling reads: tracking's approved weeks, and their re-opening by a rejection. */
export const TIMESHEET_EVENT_CONTRACTS = [TimesheetApproved, TimesheetRejected] as const;

/** The envelope's `source` of the events the scheduling service records. */
export const SCHEDULING_SOURCE = 'scheduling';

/** The audit actions of the scheduling service's API writes, by rpc (change.recorded, docs/audit.md). */
export const SCHEDULING_AUDIT_ACTIONS = {
  AddSchedule: 'schedule.created',
  UpdateScheduleEntry: 'schedule_entry.updated',
  DeleteSchedule: 'schedule.deleted',
  CreateTimeOffPolicy: 'time_off_policy.created',
  UpdateTimeOffPolicy: 'time_off_policy.updated',
  DeleteTimeOffPolicy: 'time_off_policy.archived',
  CreateHolidayCalendar: 'holiday_calendar.created',
  UpdateHolidayCalendar: 'holiday_calendar.updated',
  DeleteHolidayCalendar: 'holiday_calendar.deleted',
  CreateTimeOffRequest: 'time_off_request.created',
  ApproveTimeOffRequest: 'time_off_request.approved',
  RejectTimeOffRequest: 'time_off_request.rejected',
  CancelTimeOffRequest: 'time_off_request.cancelled',
} as const;

export type SchedulingAuditAction =
  (typeof SCHEDULING_AUDIT_ACTIONS)[keyof typeof SCHEDULING_AUDIT_ACTIONS];

/** An entry's fields never recorded: the Date twins of start_date/end_date, and bookkeeping. */
export const ENTRY_AUDIT_OMIT = ['start', 'end', 'created_at'] as const;

export type SchedulingObjectType =
  'schedule' | 'schedule_entry' | 'time_off_policy' | 'holiday_calendar' | 'time_off_request';

/** change.recorded of a scheduling write. */
export function schedulingChangeRecorded(
  action: SchedulingAuditAction,
  object: { team_id: number; object_type: SchedulingObjectType; object_id: string },
  changes: Changes,
  subjectUserId: number,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(SCHEDULING_SOURCE, {
    ...object,
    action,
    changes,
    subject_user_id: subjectUserId,
  });
}
