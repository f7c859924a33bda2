// A new expense's record and an update's changes, from the validated input and what was
// looked up (project, task, category, currency, receipt). Pure: no I/O. Names, the unit
// and its price are snapshotted when written (as time entries snapshot names and rates).
import { fromMinorUnits } from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import { amountMinorOf, type CreateExpenseInput, type UpdateExpenseInput } from './expense-rules';
import type {
  ExpenseCategoryRecord,
  ExpenseChanges,
  ExpenseReceiptRecord,
  ExpenseRecord,
  NewExpense,
} from './models';
import type { TeamTask } from './tasks-directory';
import { sameIds } from './time-entry-rules';

export interface NewExpenseMaking {
  id: number;
  teamId: number;
  userId: number;
  createdBy: number;
  input: CreateExpenseInput;
  project: TeamProject;
  task: TeamTask | null;
  category: ExpenseCategoryRecord;
  currency: string;
  receipt: ExpenseReceiptRecord | null;
}

export function newExpenseRecord(making: NewExpenseMaking): NewExpense {
  const { input, project, task, category, currency } = making;
  const { amount_minor, quantity } = amountMinorOf(
    input,
    { unitPrice: category.unit_price },
    currency,
  );
  return {
    id: making.id,
    team_id: making.teamId,
    user_id: making.userId,
    project_id: project.id,
    client_id: project.clientId,
    task_id: task?.id ?? null,
    category_id: category.id,
    category_name: category.name,
    date: input.date,
    amount_minor,
    currency,
    quantity,
    unit_price: category.unit_price,
    unit_name: category.unit_price === null ? null : category.unit_name,
    notes: input.notes,
    billable: input.billable ?? project.isBillable,
    untaxed: category.untaxed,
    receipt: making.receipt,
    locked: false,
    locked_reason: null,
    invoice_id: null,
    locked_before_invoice: null,
    project_name: project.name,
    client_name: project.clientName,
    task_name: task?.name ?? null,
    created_by: making.createdBy,
    tag_ids: input.tag_ids,
  };
}

/** What an update looked up: each undefined when its field was not given. */
export interface ExpenseLookups {
  project?: TeamProject;
  /** null clears the task. */
  task?: TeamTask | null;
  category?: ExpenseCategoryRecord;
  /** The currency of the expense's project (new or kept). */
  currency: string;
  /** A new receipt stored (its record), or null to remove the stored one; undefined: kept. */
  receipt?: ExpenseReceiptRecord | null;
}

/** The amount's fields when the amount, the quantity, the category or the currency change. */
function pricingChanges(
  expense: ExpenseRecord,
  input: UpdateExpenseInput,
  looked: ExpenseLookups,
): ExpenseChanges {
  const category = looked.category;
  const repriced =
    input.amount !== undefined ||
    input.quantity !== undefined ||
    category !== undefined ||
    looked.currency !== expense.currency;
  if (!repriced) return {};
  const unitPrice = category ? category.unit_price : expense.unit_price;
  const unitName = category ? category.unit_name : expense.unit_name;
  const given =
    input.amount !== undefined || input.quantity !== undefined
      ? { amount: input.amount, quantity: input.quantity }
      : unitPrice !== null
        ? { quantity: expense.quantity ?? undefined }
        : { amount: fromMinorUnits(expense.amount_minor, expense.currency) };
  const { amount_minor, quantity } = amountMinorOf(given, { unitPrice }, looked.currency);
  const changes: ExpenseChanges = {};
  if (amount_minor !== expense.amount_minor) changes.amount_minor = amount_minor;
  if (looked.currency !== expense.currency) changes.currency = looked.currency;
  if (quantity !== expense.quantity) changes.quantity = quantity;
  if (unitPrice !== expense.unit_price) changes.unit_price = unitPrice;
  const shownUnit = unitPrice === null ? null : unitName;
  if (shownUnit !== expense.unit_name) changes.unit_name = shownUnit;
  return changes;
}

/** The stored fields that differ after the update. */
export function expenseChanges(
  expense: ExpenseRecord,
  input: UpdateExpenseInput,
  looked: ExpenseLookups,
): ExpenseChanges {
  const changes: ExpenseChanges = {};
  if (looked.project && looked.project.id !== expense.project_id) {
    changes.project_id = looked.project.id;
    changes.client_id = looked.project.clientId;
    changes.project_name = looked.project.name;
    changes.client_name = looked.project.clientName;
  }
  if (looked.task !== undefined && (looked.task?.id ?? null) !== expense.task_id) {
    changes.task_id = looked.task?.id ?? null;
    changes.task_name = looked.task?.name ?? null;
  }
  const category = looked.category;
  if (category && category.id !== expense.category_id) {
    changes.category_id = category.id;
    changes.category_name = category.name;
    changes.untaxed = category.untaxed;
  }
  Object.assign(changes, pricingChanges(expense, input, looked));
  if (input.date !== undefined && input.date !== expense.date) changes.date = input.date;
  if (input.notes !== undefined && input.notes !== expense.notes) changes.notes = input.notes;
  if (input.billable !== undefined && input.billable !== expense.billable)
    changes.billable = input.billable;
  if (looked.receipt !== undefined && !(looked.receipt === null && expense.receipt === null))
    changes.receipt = looked.receipt;
  if (input.tag_ids !== undefined && !sameIds(input.tag_ids, expense.tag_ids))
    changes.tag_ids = input.tag_ids;
  return changes;
}
