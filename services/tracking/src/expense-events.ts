// The events of expense writes (issue 35): expense.created|updated|deleted with the
// expense as the API shows it, and their audit records (change.recorded, object
// `expense`), each in the transaction of the write (outbox). Contracts: platform's
// events/contracts/tracking.ts.
import {
  changeRecorded,
  createdChanges,
  deletedChanges,
  ExpenseCreated,
  ExpenseDeleted,
  ExpenseUpdated,
  updatedChanges,
  type ChangeRecordedData,
  type Changes,
  type DomainEvent,
} from '@workmesh/platform';
import { TRACKING_AUDIT_OMIT, TRACKING_SOURCE } from './events';
import type { ExpenseRecord } from './models';

export const expenseCreated = ExpenseCreated.make;
export const expenseUpdated = ExpenseUpdated.make;
export const expenseDeleted = ExpenseDeleted.make;

/** The audit actions of the expense API writes (docs/audit.md). */
export const EXPENSE_AUDIT_ACTIONS = {
  CreateExpense: 'expense.created',
  UpdateExpense: 'expense.updated',
  DeleteExpense: 'expense.deleted',
} as const;

export type ExpenseAuditAction = (typeof EXPENSE_AUDIT_ACTIONS)[keyof typeof EXPENSE_AUDIT_ACTIONS];

/** An expense as audited: its stored fields, the receipt by its description (not its key). */
const audited = (expense: ExpenseRecord): Record<string, unknown> => ({
  ...expense,
  receipt: expense.receipt
    ? `${expense.receipt.filename} (${expense.receipt.content_type}, ${expense.receipt.size} bytes)`
    : null,
});

/** change.recorded of an expense write; the subject is the expense's member. */
export function expenseChangeRecorded(
  action: ExpenseAuditAction,
  expense: ExpenseRecord,
  changes: Changes,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(TRACKING_SOURCE, {
    team_id: expense.team_id,
    action,
    object_type: 'expense',
    object_id: String(expense.id),
    changes,
    subject_user_id: expense.user_id,
  });
}

export const expenseCreatedChanges = (expense: ExpenseRecord) =>
  createdChanges(audited(expense), TRACKING_AUDIT_OMIT);
export const expenseUpdatedChanges = (before: ExpenseRecord, after: ExpenseRecord) =>
  updatedChanges(audited(before), audited(after), TRACKING_AUDIT_OMIT);
export const expenseDeletedChanges = (expense: ExpenseRecord) =>
  deletedChanges(audited(expense), TRACKING_AUDIT_OMIT);
