// What openapi.yaml says of the expenses' routes (routes/expenses.ts) beyond the protos:
// the rules the tracking service applies to each request field, summaries, examples.
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type FieldNote, type OperationNotes } from '../openapi/operation-notes';
import { CSV_CONTENT_TYPE, CSV_FORMULA_NOTE } from '../report-csv';
import { TAG_FILTER, TAG_IDS, TAG_IDS_REPLACED } from './tags.docs';

const DAY: FieldNote = {
  format: 'date',
  description: "YYYY-MM-DD, a day in the team's time zone",
  examples: ['2026-11-23'],
};
const AMOUNT: FieldNote = {
  description:
    "in the project's client's currency, with at most its decimal places (JPY 0, USD 2, KWD 3); more → 400; not for unit categories",
};
const QUANTITY: FieldNote = {
  description:
    "unit categories only (e.g. 42.5 km, at most 3 decimals): amount = quantity × the category's unit_price, rounded half up to the currency's minor unit",
};
const NOTES_FIELD: FieldNote = { maxLength: 5000 };
const RECEIPT_NOTE =
  'A `receipt` (multipart/form-data) must be a PNG, JPEG or PDF by its bytes, whatever its name or declared type says: anything else is refused with 403 `The receipt must be a file of type: png, jpg, jpeg, pdf.`; over the size limit with 413.';
const LOCK_NOTE =
  "An expense dated in a week whose timesheet is approved (the member's week in the team's time zone) is locked with it, as is one an invoice billed: 409 `This expense is locked`.";

const FILTERS: Readonly<Record<string, FieldNote>> = {
  user_id: { description: "a member's expenses (owners and managers); members get their own only" },
  project_id: { description: 'expenses of one project' },
  client_id: { description: "expenses of one client's projects" },
  category_id: { description: 'expenses of one category' },
  from: { ...DAY, description: 'expenses dated on or after this day (YYYY-MM-DD)' },
  to: { ...DAY, description: 'expenses dated on or before this day (YYYY-MM-DD)' },
  billable: { description: 'billable expenses only (true) or non-billable only (false)' },
  invoiced: { description: 'expenses an invoice billed (true) or not yet (false)' },
  ...TAG_FILTER,
};

const CATEGORY_FIELDS: Readonly<Record<string, FieldNote>> = {
  name: { ...nonBlank(100), description: 'unique in the team, whatever its case' },
  unit_name: { maxLength: 20, description: 'e.g. km; given with unit_price' },
  unit_price: {
    description: "per unit (at most 3 decimals), in the currency of each expense's client",
  },
  untaxed: { description: 'an invoice does not tax its expenses' },
  archived: { description: 'takes no new expenses' },
};

/** The notes of each route, by its rpc. */
export const EXPENSES_NOTES = {
  CreateExpense: {
    summary: 'Record an expense',
    description: `A member's spending on a project on a day, in the project's client's currency. Owners and managers may record it for a member (\`user_id\`). \`billable\` defaults to the project's isBillable. ${RECEIPT_NOTE} ${LOCK_NOTE}`,
    required: ['date', 'project_id', 'category_id'],
    fields: {
      date: DAY,
      project_id: { description: "a project of the caller's team" },
      task_id: { description: 'a task of the project' },
      category_id: { description: 'a category of the team, not archived' },
      amount: AMOUNT,
      quantity: QUANTITY,
      notes: NOTES_FIELD,
      billable: { description: "default: the project's isBillable" },
      user_id: { description: 'owners and managers: a member of the team; default the caller' },
      tag_ids: TAG_IDS,
    },
    example: { date: '2026-11-23', project_id: 4, category_id: 3, amount: 12.5, notes: 'Taxi' },
  },
  ListExpenses: {
    summary: 'List expenses',
    description: `Members see their own expenses, owners and managers the team's. Newest date first, then newest id. \`totals\` are of every matching expense, per currency (never summed across currencies). A blank filter means not given. ${`\`?format=csv\` answers the page as \`${CSV_CONTENT_TYPE}\` (RFC 4180). ${CSV_FORMULA_NOTE}`}`,
    fields: { ...FILTERS, ...PAGE },
  },
  GetExpense: { summary: 'Get an expense' },
  UpdateExpense: {
    summary: 'Change an expense',
    description: `A member changes their own unlocked expenses, owners and managers any unlocked one. A new project takes its client's currency: the amount is read again in it. A \`receipt\` replaces the stored one; \`remove_receipt\` drops it. ${RECEIPT_NOTE} ${LOCK_NOTE}`,
    fields: {
      date: DAY,
      task_id: { description: 'a task of the project; 0 clears it' },
      category_id: { description: 'a category of the team, not archived' },
      amount: AMOUNT,
      quantity: QUANTITY,
      notes: NOTES_FIELD,
      remove_receipt: { description: 'drops the stored receipt' },
      tag_ids: TAG_IDS_REPLACED,
    },
    hidden: ['replace_tag_ids'],
    example: { amount: 14.2, notes: 'Taxi to the airport' },
  },
  DeleteExpense: {
    summary: 'Delete an expense',
    description: `A member deletes their own unlocked expenses, owners and managers any unlocked one. ${LOCK_NOTE}`,
  },
  GetExpenseReceipt: {
    summary: "Download an expense's receipt",
    description:
      'The stored file, to whoever may see the expense, with the content type its bytes were found to be, `X-Content-Type-Options: nosniff` and `Content-Disposition: attachment`. 404 when the expense has no receipt.',
  },
  CreateExpenseCategory: {
    summary: 'Create an expense category',
    description:
      'Owners and managers. A category with a `unit_name` and `unit_price` (mileage: km at 0.30) takes a quantity instead of an amount.',
    required: ['name'],
    fields: CATEGORY_FIELDS,
    example: { name: 'Mileage', unit_name: 'km', unit_price: 0.3 },
  },
  ListExpenseCategories: {
    summary: "List the team's expense categories",
    description: 'Everyone in the team. By name; archived ones only with `include_archived`.',
    fields: { include_archived: { description: 'archived ones too' }, ...PAGE },
  },
  UpdateExpenseCategory: {
    summary: 'Change an expense category',
    description:
      'Owners and managers. Expenses keep the name, unit and price they were written with. `unit_name: ""` clears the unit and its price.',
    fields: CATEGORY_FIELDS,
    example: { archived: true },
  },
  DeleteExpenseCategory: {
    summary: 'Delete an expense category',
    description: 'Owners and managers. Refused with 409 while expenses use it: archive it instead.',
  },
} satisfies Partial<Record<RpcName<'tracking'>, OperationNotes>>;
