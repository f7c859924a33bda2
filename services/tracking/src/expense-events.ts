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
import { TRACKING_AUDIT_ACTIONS, TRACKING_AUDIT_OMIT, TRACKING_SOURCE } from './events';
import type { ExpenseCategoryRecord, ExpenseRecord } from './models';

export const expenseCreated = ExpenseCreated.make;
export const expenseUpdated = ExpenseUpdated.make;
export const expenseDeleted = ExpenseDeleted.make;

/** The audit actions of the expense API writes (docs/audit.md), among tracking's. */
export const EXPENSE_AUDIT_ACTIONS = {
  CreateExpense: TRACKING_AUDIT_ACTIONS.CreateExpense,
  UpdateExpense: TRACKING_AUDIT_ACTIONS.UpdateExpense,
  DeleteExpense: TRACKING_AUDIT_ACTIONS.DeleteExpense,
} as const;

export type ExpenseAuditAction = (typeof EXPENSE_AUDIT_ACTIONS)[keyof typeof EXPENSE_AUDIT_ACTIONS];

export type ExpenseCategoryAuditAction =
  | typeof TRACKING_AUDIT_ACTIONS.CreateExpenseCategory
  | typeof TRACKING_AUDIT_ACTIONS.UpdateExpenseCategory
  | typeof TRACKING_AUDIT_ACTIONS.DeleteExpenseCategory;

/**
 * change.recorded of a category write: object `expense_category`; no subject (a category
 * is the team's, nobody's in particular).
 */
export function expenseCategoryChangeRecorded(
  action: ExpenseCategoryAuditAction,
  before: ExpenseCategoryRecord | null,
  after: ExpenseCategoryRecord | null,
): DomainEvent<ChangeRecordedData> {
  const category = (after ?? before) as ExpenseCategoryRecord;
  const changes =
    before === null
      ? createdChanges({ ...category }, TRACKING_AUDIT_OMIT)
      : after === null
        ? deletedChanges({ ...before }, TRACKING_AUDIT_OMIT)
        : updatedChanges({ ...before }, { ...after }, TRACKING_AUDIT_OMIT);
  return changeRecorded(TRACKING_SOURCE, {
    team_id: category.team_id,
    action,
    object_type: 'expense_category',
    object_id: String(category.id),
    changes,
    subject_user_id: 0,
  });
}

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
