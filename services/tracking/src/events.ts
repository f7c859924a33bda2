// The events the tracking service records (issue 18, Events), each in the transaction of
// the change it reports (outbox), published after the commit. Their contracts (type
// names, data, rules) are platform's: events/contracts/tracking.ts.
import {
  changeRecorded,
  createdChanges,
  deletedChanges,
  updatedChanges,
  TimeEntryCreated,
  TimeEntryDeleted,
  TimeEntryRepriced,
  TimeEntryUpdated,
  TimerStarted,
  TimerStopped,
  TimerStoppedAtLimit,
  TimesheetApproved,
  TimesheetRejected,
  TimesheetSubmitted,
  type ChangeRecordedData,
  type Changes,
  type DomainEvent,
} from '@workmesh/platform';
import type { RateChangeRecord, TimeEntryRecord, TimesheetRecord } from './models';

export const timeEntryCreated = TimeEntryCreated.make;
export const timeEntryUpdated = TimeEntryUpdated.make;
export const timeEntryDeleted = TimeEntryDeleted.make;
export const timeEntryRepriced = TimeEntryRepriced.make;
export const timerStarted = TimerStarted.make;
export const timerStopped = TimerStopped.make;
export const timerStoppedAtLimit = TimerStoppedAtLimit.make;
export const timesheetSubmitted = TimesheetSubmitted.make;
export const timesheetApproved = TimesheetApproved.make;
export const timesheetRejected = TimesheetRejected.make;

/** The envelope's `source` of the change.recorded events the tracking service records. */
export const TRACKING_SOURCE = 'tracking';

/** The audit actions of the tracking service's API writes, by rpc (change.recorded, docs/audit.md). */
export const TRACKING_AUDIT_ACTIONS = {
  CreateTimeEntry: 'time_entry.created',
  UpdateTimeEntry: 'time_entry.updated',
  DeleteTimeEntry: 'time_entry.deleted',
  StartTimer: 'timer.started',
  StopTimer: 'timer.stopped',
  SubmitTimesheet: 'timesheet.submitted',
  ApproveTimesheet: 'timesheet.approved',
  RejectTimesheet: 'timesheet.rejected',
  UpdateRates: 'rates.updated',
  CreateExpense: 'expense.created',
  UpdateExpense: 'expense.updated',
  DeleteExpense: 'expense.deleted',
  CreateExpenseCategory: 'expense_category.created',
  UpdateExpenseCategory: 'expense_category.updated',
  DeleteExpenseCategory: 'expense_category.deleted',
  CreateTag: 'tag.created',
  UpdateTag: 'tag.updated',
  DeleteTag: 'tag.deleted',
  CreateImport: 'import.created',
  CreateExport: 'export.created',
  CreateUserExport: 'user_export.created',
} as const;

/** The action of the scheduled stop at the weekly limit, which has no caller (no actor). */
export const TIMER_AUTO_STOPPED = 'timer.auto_stopped';

/**
 * The action of each entry a rate update repriced (issue 34): part of the update's write,
 * one record per entry beside the rates' own (`rates.updated`).
 */
export const TIME_ENTRY_REPRICED = 'time_entry.repriced';

export type TrackingAuditAction =
  | (typeof TRACKING_AUDIT_ACTIONS)[keyof typeof TRACKING_AUDIT_ACTIONS]
  | typeof TIMER_AUTO_STOPPED
  | typeof TIME_ENTRY_REPRICED;

/** Fields never recorded: bookkeeping (`revision`), and `running` (the same as `end` being null). */
export const TRACKING_AUDIT_OMIT = ['created_at', 'running', 'revision'] as const;

/** change.recorded of a time entry write; the subject is the entry's member. */
export function timeEntryChangeRecorded(
  action: TrackingAuditAction,
  entry: TimeEntryRecord,
  changes: Changes,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(TRACKING_SOURCE, {
    team_id: entry.team_id,
    action,
    object_type: 'time_entry',
    object_id: String(entry.id),
    changes,
    subject_user_id: entry.user_id,
  });
}

/** The changes of a time entry created, updated or deleted (its stored fields). */
export const entryCreatedChanges = (entry: TimeEntryRecord) =>
  createdChanges({ ...entry }, TRACKING_AUDIT_OMIT);
export const entryUpdatedChanges = (before: TimeEntryRecord, after: TimeEntryRecord) =>
  updatedChanges({ ...before }, { ...after }, TRACKING_AUDIT_OMIT);
export const entryDeletedChanges = (entry: TimeEntryRecord) =>
  deletedChanges({ ...entry }, TRACKING_AUDIT_OMIT);

/**
 * change.recorded of a timesheet's status change: object `timesheet`, id `<user id>:<week>`
 * (a timesheet has no id of its own), the fields that differ and `time_entry_ids` (and
 * `expense_ids`), the entries (and expenses) the change locked or unlocked (they are part of this write, not recorded on
 * their own); the subject is the week's member.
 */
export function timesheetChangeRecorded(
  action: TrackingAuditAction,
  before: TimesheetRecord,
  after: TimesheetRecord,
  entryIds: number[],
  expenseIds: number[] = [],
): DomainEvent<ChangeRecordedData> {
  const changes = updatedChanges({ ...before }, { ...after }, TRACKING_AUDIT_OMIT);
  if (entryIds.length > 0) changes.time_entry_ids = { after: entryIds };
  if (expenseIds.length > 0) changes.expense_ids = { after: expenseIds };
  return changeRecorded(TRACKING_SOURCE, {
    team_id: after.team_id,
    action,
    object_type: 'timesheet',
    object_id: `${after.user_id}:${after.week}`,
    changes,
    subject_user_id: after.user_id,
  });
}

/**
 * change.recorded of a rate update: object `rates`, id the level and its ids
 * (`team`, `member:<user>`, `client:<id>`, `project:<id>`, `project_member:<project>:<user>`),
 * the rates it set and from when; the subject is the level's member, if any.
 */
export function ratesChangeRecorded(
  change: RateChangeRecord,
  objectId: string,
): DomainEvent<ChangeRecordedData> {
  const changes: Changes = { effective_from: { after: change.effective_from } };
  if (change.bill_rate !== null) changes.bill_rate = { after: change.bill_rate };
  if (change.pay_rate !== null) changes.pay_rate = { after: change.pay_rate };
  changes.currency = { after: change.currency };
  return changeRecorded(TRACKING_SOURCE, {
    team_id: change.team_id,
    action: TRACKING_AUDIT_ACTIONS.UpdateRates,
    object_type: 'rates',
    object_id: objectId,
    changes,
    subject_user_id: change.user_id,
  });
}
