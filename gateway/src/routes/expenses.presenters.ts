// How the expenses' answers are presented (issue 35): the Expense and ExpenseCategory
// records, the refusals with the texts the issue fixes, the list's CSV form (RFC 4180 by
// ../csv-writer.ts, money with its currency's places) and the receipt as a download.
import { ExpenseText, isCurrencyCode, minorDigits, Reason } from '@workmesh/platform';
import { csvDocument } from '../csv-writer';
import type { ReplyOf } from '../downstream-clients';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import type { FileReply, TextFormat } from '../http-route';
import { record } from '../reply-presentation';
import { CSV_CONTENT_TYPE, CSV_NOTE } from '../report-csv';
import { tagIdsCell, tagNamesOf, tagsCell } from '../report-expense-csv';
import { serviceMessageErrors } from './route.presenters';

record('workmesh.tracking.v1.Expense', {
  component: 'Expense',
  description: "A member's expense on a project, billed to its client like time.",
  notes: {
    user_id: { description: 'whose expense it is' },
    client_id: { description: "the project's client (derived); 0 when it has none" },
    task_id: { description: 'null when none' },
    category_name: { description: "the category's name when the expense was written" },
    date: { description: "YYYY-MM-DD, a day in the team's time zone" },
    amount: {
      description:
        'in `currency`, with its decimal places (JPY 0, USD 2, KWD 3); quantity × unit_price rounded half up for unit categories',
    },
    currency: { description: "ISO 4217: the project's client's (the team's when it has none)" },
    quantity: { description: 'unit categories only (e.g. 42.5 km); null otherwise' },
    unit_price: { description: "the category's, snapshotted; null unless a unit category" },
    unit_name: { description: "the category's, snapshotted; null unless a unit category" },
    untaxed: { description: "the category's, snapshotted: an invoice does not tax it" },
    receipt: { description: 'the uploaded file (GET expense/{id}/receipt); null when none' },
    locked: { description: 'its week approved, or invoiced: no change nor delete' },
    locked_reason: { enum: ['approved', 'invoiced', null], description: 'null unless locked' },
    invoice_id: { description: 'the invoice that billed it; null until then' },
    created_by: { description: 'who wrote it: the member, or an owner or manager for them' },
    tag_ids: { description: "the team's tags it carries, ascending; names: GET /api/v3/tag/list" },
  },
});
record('workmesh.tracking.v1.ExpenseReceiptInfo', {
  component: 'ExpenseReceiptInfo',
  description: "An expense's receipt (its bytes are at GET /api/v3/expense/{id}/receipt).",
  notes: {
    filename: { description: 'as uploaded; its extension follows the bytes' },
    content_type: {
      enum: ['image/png', 'image/jpeg', 'application/pdf'],
      description: 'read from the bytes, never from the upload',
    },
    size: { description: 'bytes' },
  },
});
record('workmesh.tracking.v1.ExpenseReceipt', {
  component: 'ExpenseReceipt',
  description: "An expense's receipt file (answered as the file itself, not JSON).",
  notes: {},
});
record('workmesh.tracking.v1.ExpenseTotal', {
  component: 'ExpenseTotal',
  description: 'Expenses in one currency: never summed across currencies.',
  notes: {
    amount: { description: 'all matching expenses, with the currency places' },
    billable_amount: { description: 'the billable ones' },
    count: { description: 'how many expenses' },
  },
});
record('workmesh.tracking.v1.ListExpensesResponse', {
  component: 'ExpenseList',
  description: 'One page of expenses, newest date first, with the totals of all that match.',
  notes: {
    totals: { description: 'per currency, sorted by code, of every matching expense' },
    tags: { description: "the tags the page's expenses carry, with their current names, by name" },
  },
});
record('workmesh.tracking.v1.ExpenseCategory', {
  component: 'ExpenseCategory',
  description: "A kind of the team's expenses.",
  notes: {
    unit_name: { description: 'e.g. km; null unless priced per unit' },
    unit_price: {
      description: "per unit, in the currency of each expense's client; null unless per unit",
    },
    untaxed: { description: 'an invoice does not tax its expenses' },
    archived: { description: 'takes no new expenses; existing ones keep it' },
  },
});

/** A refusal with the text the issue fixes, or the service's own message. */
const EXPENSE_PRESENTATIONS = {
  [Reason.EXPENSE_NOT_FOUND]: shapeA(404),
  [Reason.RECEIPT_NOT_FOUND]: shapeA(404),
  [Reason.EXPENSE_LOCKED]: shapeA(409, ExpenseText.EXPENSE_LOCKED),
  [Reason.RECEIPT_TYPE_NOT_ALLOWED]: shapeA(403, ExpenseText.RECEIPT_TYPE_NOT_ALLOWED),
  // The gateway's refusal (over MAX_UPLOAD_BYTES, before any call) or the service's
  // (over RECEIPT_MAX_BYTES), as the client logo's.
  [Reason.FILE_TOO_LARGE]: shapeA(413),
  [Reason.EXPENSE_CATEGORY_NOT_FOUND]: shapeA(404),
  [Reason.EXPENSE_CATEGORY_NAME_TAKEN]: shapeA(409, ExpenseText.CATEGORY_NAME_TAKEN),
  [Reason.EXPENSE_CATEGORY_IN_USE]: shapeA(409, ExpenseText.CATEGORY_IN_USE),
  [Reason.EXPENSE_CATEGORY_ARCHIVED]: shapeA(409, ExpenseText.CATEGORY_ARCHIVED),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (
  ...reasons: (keyof typeof EXPENSE_PRESENTATIONS)[]
): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, EXPENSE_PRESENTATIONS[reason]])),
});

type ListReply = ReplyOf<'tracking', 'ListExpenses'>;

export const EXPENSES_CSV_COLUMNS = [
  'id',
  'date',
  'user_id',
  'project_id',
  'project_name',
  'client_id',
  'client_name',
  'task_id',
  'task_name',
  'category_id',
  'category_name',
  'quantity',
  'unit_name',
  'unit_price',
  'amount',
  'currency',
  'billable',
  'untaxed',
  'notes',
  'receipt',
  'locked',
  'locked_reason',
  'invoice_id',
  'created_at',
  'tag_ids',
  'tags',
];

const moneyIn = (value: number | undefined | null, currency: string) =>
  value === undefined || value === null
    ? ''
    : isCurrencyCode(currency)
      ? value.toFixed(minorDigits(currency))
      : String(value);

/** The page's expenses, one row each; money with its currency's places; unset fields empty. */
export function expensesCsv(reply: unknown): string {
  // The tags' names now (a rename shows at once): the list sends the page's tags along.
  const tagNames = tagNamesOf((reply as ListReply).tags);
  const rows = (reply as ListReply).expenses.map((expense) => [
    expense.id,
    expense.date,
    expense.user_id,
    expense.project_id,
    expense.project_name,
    expense.client_id,
    expense.client_name,
    expense.task_id,
    expense.task_name,
    expense.category_id,
    expense.category_name,
    expense.quantity,
    expense.unit_name,
    expense.unit_price,
    moneyIn(expense.amount, expense.currency),
    expense.currency,
    expense.billable,
    expense.untaxed,
    expense.notes,
    expense.receipt?.filename,
    expense.locked,
    expense.locked_reason,
    expense.invoice_id,
    expense.created_at,
    tagIdsCell(expense.tag_ids),
    tagsCell(expense.tag_ids, tagNames),
  ]);
  return csvDocument(EXPENSES_CSV_COLUMNS, rows);
}

export const EXPENSES_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'expenses.csv',
  render: expensesCsv,
  description: `The page's expenses as CSV (the same page as in JSON: \`page\` and \`per_page\`; the JSON answer tells the total and the totals), columns ${EXPENSES_CSV_COLUMNS.map((column) => `\`${column}\``).join(', ')}; amounts with their currency's decimal places (JPY 0, USD 2, KWD 3), never summed across currencies; \`receipt\` is the file's name; \`tag_ids\` the ids and \`tags\` the tags' current names, each joined by \`; \`; unset fields empty. ${CSV_NOTE}`,
  example: expensesCsv({
    expenses: [
      {
        id: 12,
        date: '2026-11-23',
        user_id: 7,
        project_id: 4,
        project_name: 'Website, relaunch',
        client_id: 2,
        client_name: 'Acme',
        category_id: 3,
        category_name: 'Mileage',
        quantity: 42.5,
        unit_name: 'km',
        unit_price: 0.3,
        amount: 12.75,
        currency: 'EUR',
        billable: true,
        untaxed: false,
        notes: '=taxi typed by a member',
        locked: false,
        created_at: '2026-11-23T10:31:00.000Z',
        tag_ids: [5, 9],
      },
    ],
    tags: [
      { id: 5, name: 'Travel' },
      { id: 9, name: 'Client visit' },
    ],
  }),
};

/** The receipt as a download: its stored type, `attachment` (never shown inline). */
export const expenseReceipt: FileReply = {
  contentType: 'application/octet-stream',
  contentTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  disposition: 'attachment',
  description:
    "The expense's receipt as uploaded: a PNG, JPEG or PDF file, with the content type its bytes were found to be, `X-Content-Type-Options: nosniff` and `Content-Disposition: attachment`.",
  file: (reply) => {
    const receipt = reply as ReplyOf<'tracking', 'GetExpenseReceipt'>;
    return {
      content: receipt.content,
      filename: receipt.filename,
      contentType: receipt.content_type,
    };
  },
};
