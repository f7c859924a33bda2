// Persistence of expenses (issue 35; docs/adr/0100: they live in tracking beside time
// entries). An expense is a member's spending on a project on a day (YYYY-MM-DD in the
// team's zone), in the project's client's currency as integer minor units. It is locked
// like a time entry: by its member's approved week (models/timesheets.ts locks both in one
// transaction) and by the invoice that claims it. Every query names the team (tenancy).
// An expense becomes the proto's message (and its events' data) here and nowhere else
// (toExpenseData, toExpenseMessage). The store is in expense-store.ts.
import {
  fromMinorUnits,
  mongoose,
  recordSchemaOptions,
  type ExpenseData,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type ExpenseMessage = ResponseOf<'GetExpense'>;

/** Where a receipt's bytes are (the object store, under receipts/) and what they are. */
export interface ExpenseReceiptRecord {
  /** The object's key in the bucket (receipts/…). */
  key: string;
  /** As uploaded (its extension made to follow the bytes). */
  filename: string;
  /** image/png, image/jpeg or application/pdf: read from the bytes. */
  content_type: string;
  /** Bytes. */
  size: number;
}

export interface ExpenseRecord {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  /** The project's client (0 when the project has none). */
  client_id: number;
  task_id: number | null;
  category_id: number;
  /** Snapshotted when written: the category's name. */
  category_name: string;
  /** YYYY-MM-DD, a day in the team's zone. */
  date: string;
  /** Integer minor units of `currency`. */
  amount_minor: number;
  /** ISO 4217: the project's client's when written. */
  currency: string;
  /** Unit categories only (e.g. 42.5 km): amount = quantity × unit_price, rounded half up. */
  quantity: number | null;
  /** The category's unit price when written (a decimal, up to 3 places), or null. */
  unit_price: number | null;
  unit_name: string | null;
  notes: string;
  billable: boolean;
  /** The category's when written: an invoice does not tax it. */
  untaxed: boolean;
  receipt: ExpenseReceiptRecord | null;
  locked: boolean;
  /** APPROVED_LOCK or INVOICED_LOCK (time-entries.ts) while locked; null otherwise. */
  locked_reason: string | null;
  invoice_id: number | null;
  /** While invoiced: the lock it had before its invoice claimed it (as time entries keep it). */
  locked_before_invoice: string | null;
  /** Names when written: expenses keep them when a project, client or task is renamed. */
  project_name: string;
  client_name: string;
  task_name: string | null;
  /** Who wrote it (the member, or an owner or manager for them). */
  created_by: number;
  /** The team's tags it carries (issue 36): ids only, ascending, each once. */
  tag_ids: number[];
  /** 1 when written, + 1 at every change: the order of its events. */
  revision: number;
  created_at: Date;
  updated_at: Date;
}

export type NewExpense = Omit<ExpenseRecord, 'created_at' | 'updated_at' | 'revision'>;

/** What an update may change (the rules decide which). */
export type ExpenseChanges = Partial<
  Pick<
    ExpenseRecord,
    | 'project_id'
    | 'client_id'
    | 'task_id'
    | 'category_id'
    | 'category_name'
    | 'date'
    | 'amount_minor'
    | 'currency'
    | 'quantity'
    | 'unit_price'
    | 'unit_name'
    | 'notes'
    | 'billable'
    | 'untaxed'
    | 'receipt'
    | 'project_name'
    | 'client_name'
    | 'task_name'
    | 'tag_ids'
  >
>;

export interface ExpenseDocument extends Omit<ExpenseRecord, 'id'> {
  _id: number;
}

const receiptSchema = new mongoose.Schema<ExpenseReceiptRecord>(
  {
    key: { type: String, required: true },
    filename: { type: String, required: true },
    content_type: { type: String, required: true },
    size: { type: Number, required: true },
  },
  { _id: false },
);

export const expenseSchema = new mongoose.Schema<ExpenseDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    project_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    task_id: { type: Number, default: null },
    category_id: { type: Number, required: true },
    category_name: { type: String, default: '' },
    date: { type: String, required: true },
    amount_minor: { type: Number, required: true },
    currency: { type: String, required: true },
    quantity: { type: Number, default: null },
    unit_price: { type: Number, default: null },
    unit_name: { type: String, default: null },
    notes: { type: String, default: '' },
    billable: { type: Boolean, required: true },
    untaxed: { type: Boolean, default: false },
    receipt: { type: receiptSchema, default: null },
    locked: { type: Boolean, default: false },
    locked_reason: { type: String, default: null },
    invoice_id: { type: Number, default: null },
    locked_before_invoice: { type: String, default: null },
    project_name: { type: String, default: '' },
    client_name: { type: String, default: '' },
    task_name: { type: String, default: null },
    created_by: { type: Number, required: true },
    tag_ids: { type: [Number], default: [] },
    revision: { type: Number, default: 1 },
  },
  recordSchemaOptions('expenses'),
);

// A team's expenses by date: owners' and managers' lists, reports.
expenseSchema.index({ team_id: 1, date: 1 }, { name: 'team_id_date' });
// A member's expenses by date: their list, their week's locks (timesheets).
expenseSchema.index({ team_id: 1, user_id: 1, date: 1 }, { name: 'team_id_user_id_date' });
// A client's expenses by date: what an invoice claims, its budget's use.
expenseSchema.index({ team_id: 1, client_id: 1, date: 1 }, { name: 'team_id_client_id_date' });
// An invoice's expenses: a claim retried, a release.
expenseSchema.index(
  { team_id: 1, invoice_id: 1 },
  { name: 'expenses_by_invoice', partialFilterExpression: { invoice_id: { $gt: 0 } } },
);
// A team's expenses carrying a tag: the tag filters of lists and reports, a tag's delete.
expenseSchema.index({ team_id: 1, tag_ids: 1 }, { name: 'team_id_tag_ids' });
// A category's expenses: its delete is refused while any uses it.
expenseSchema.index({ team_id: 1, category_id: 1 }, { name: 'team_id_category_id' });

export const toExpense = ({ _id, ...fields }: ExpenseDocument): ExpenseRecord => ({
  id: _id,
  team_id: fields.team_id,
  user_id: fields.user_id,
  project_id: fields.project_id,
  client_id: fields.client_id,
  task_id: fields.task_id ?? null,
  category_id: fields.category_id,
  category_name: fields.category_name ?? '',
  date: fields.date,
  amount_minor: fields.amount_minor,
  currency: fields.currency,
  quantity: fields.quantity ?? null,
  unit_price: fields.unit_price ?? null,
  unit_name: fields.unit_name ?? null,
  notes: fields.notes ?? '',
  billable: fields.billable,
  untaxed: fields.untaxed ?? false,
  receipt: fields.receipt
    ? {
        key: fields.receipt.key,
        filename: fields.receipt.filename,
        content_type: fields.receipt.content_type,
        size: fields.receipt.size,
      }
    : null,
  locked: fields.locked ?? false,
  locked_reason: fields.locked_reason ?? null,
  invoice_id: fields.invoice_id ?? null,
  locked_before_invoice: fields.locked_before_invoice ?? null,
  project_name: fields.project_name ?? '',
  client_name: fields.client_name ?? '',
  task_name: fields.task_name ?? null,
  created_by: fields.created_by,
  tag_ids: fields.tag_ids ?? [],
  revision: fields.revision ?? 1,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
});

/** The expense as the API shows it (null where unset): its events' data. */
export function toExpenseData(expense: ExpenseRecord): ExpenseData {
  return {
    id: expense.id,
    team_id: expense.team_id,
    user_id: expense.user_id,
    project_id: expense.project_id,
    client_id: expense.client_id,
    task_id: expense.task_id,
    category_id: expense.category_id,
    category_name: expense.category_name,
    date: expense.date,
    amount: fromMinorUnits(expense.amount_minor, expense.currency),
    currency: expense.currency,
    quantity: expense.quantity,
    unit_price: expense.unit_price,
    unit_name: expense.unit_name,
    notes: expense.notes,
    billable: expense.billable,
    untaxed: expense.untaxed,
    receipt: expense.receipt
      ? {
          filename: expense.receipt.filename,
          content_type: expense.receipt.content_type,
          size: expense.receipt.size,
        }
      : null,
    locked: expense.locked,
    locked_reason: expense.locked_reason,
    invoice_id: expense.invoice_id,
    project_name: expense.project_name,
    client_name: expense.client_name,
    tag_ids: [...expense.tag_ids],
    task_name: expense.task_name,
    created_by: expense.created_by,
    revision: expense.revision,
    created_at: expense.created_at.toISOString(),
    updated_at: expense.updated_at.toISOString(),
  };
}

/** The proto's Expense: the API's view with unset optional fields for the nulls. */
export function toExpenseMessage(expense: ExpenseRecord): ExpenseMessage {
  // The revision orders the expense's events; the API does not show it.
  const {
    task_id,
    quantity,
    unit_price,
    unit_name,
    receipt,
    locked_reason,
    invoice_id,
    task_name,
    revision: _revision,
    ...fields
  } = toExpenseData(expense);
  return {
    ...fields,
    ...(task_id === null ? {} : { task_id }),
    ...(quantity === null ? {} : { quantity }),
    ...(unit_price === null ? {} : { unit_price }),
    ...(unit_name === null ? {} : { unit_name }),
    ...(receipt === null ? {} : { receipt }),
    ...(locked_reason === null ? {} : { locked_reason }),
    ...(invoice_id === null ? {} : { invoice_id }),
    ...(task_name === null ? {} : { task_name }),
    // Tags (issue 36) are not in the events' data (their contract predates them): the API's.
    tag_ids: expense.tag_ids,
  };
}
