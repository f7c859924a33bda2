// The expenses' part of the reports' CSV (report-csv.ts) when asked with include=expenses
// (issue 35), apart from time: the summary adds, after each group's time rows, one row per
// currency of its expenses (the time columns empty, the expense columns set); the detailed
// report adds its page's expenses as rows of kind `expense` after the entries' (kind
// `time_entry`), filling the columns they share with entries and columns of their own.
import { isCurrencyCode, minorDigits } from '@workmesh/platform';
import type { CsvCell } from './csv-writer';
import type { ReplyOf } from './downstream-clients';
import { sharedProtoRoot } from './json-to-proto';

type SummaryReply = ReplyOf<'tracking', 'SummaryReport'>;
type ReportGroupReply = SummaryReply['groups'][number];
type ExpenseReply = NonNullable<ReplyOf<'tracking', 'DetailedReport'>['expenses']>[number];

/**
 * An amount with its currency's places: 1853 (JPY), 150.00 (USD), 18.518 (KWD); a code the
 * runtime does not know (never from tracking) leaves the number as it came.
 */
export const moneyIn = (value: number, currency: string) =>
  isCurrencyCode(currency) ? value.toFixed(minorDigits(currency)) : String(value);

/** Whether the report was asked with include=expenses. */
export const includesExpenses = (request: Record<string, unknown>): boolean =>
  request.include === 'expenses';

export const EXPENSE_SUMMARY_COLUMNS = [
  'expense_currency',
  'expense_amount',
  'expense_billable_amount',
  'expense_count',
];

/** A group's expense rows: one per currency, the `timeColumns` between labels and them empty. */
export function expenseGroupRows(
  labels: CsvCell[],
  timeColumns: number,
  group: ReportGroupReply,
): CsvCell[][] {
  return (group.expenses ?? []).map((total) => [
    ...labels,
    ...Array.from({ length: timeColumns }, () => ''),
    total.currency,
    moneyIn(total.amount, total.currency),
    moneyIn(total.billable_amount, total.currency),
    total.count,
  ]);
}

/** A reply's tags (issue 36) by id: their current names, which the tracking service sends along. */
export const tagNamesOf = (
  tags: ReadonlyArray<{ id: number; name: string }> | undefined,
): ReadonlyMap<number, string> => new Map((tags ?? []).map((tag) => [tag.id, tag.name]));

/** The separator of the ids and names of a record's tags in one cell. */
const TAG_SEPARATOR = '; ';

/** A record's tag ids in one cell: "3; 5". */
export const tagIdsCell = (ids: readonly number[] | undefined): string =>
  (ids ?? []).join(TAG_SEPARATOR);

/** A record's tag names in one cell, in its ids' order: "Meetings; Travel". */
export const tagsCell = (
  ids: readonly number[] | undefined,
  names: ReadonlyMap<number, string>,
): string => (ids ?? []).map((id) => names.get(id) ?? `Tag ${id}`).join(TAG_SEPARATOR);

/** The Expense's fields in proto order: team_id and receipt aside. */
const expenseFields = sharedProtoRoot()
  .lookupType('workmesh.tracking.v1.Expense')
  .fieldsArray.map((field) => field.name)
  .filter((name) => name !== 'team_id' && name !== 'receipt');

/** The expense columns that entries do not have, in the Expense's order. */
export const expenseDetailedColumns = (entryColumns: readonly string[]): string[] =>
  expenseFields.filter((name) => !entryColumns.includes(name));

/** An expense's row: `expense`, the shared columns, then its own; amount in its currency's places. */
export function expenseRow(
  expense: ExpenseReply,
  entryColumns: readonly string[],
  own: readonly string[],
  tagNames: ReadonlyMap<number, string>,
): CsvCell[] {
  const values = expense as unknown as Record<string, CsvCell>;
  const cell = (column: string): CsvCell => {
    if (column === 'tags') return tagsCell(expense.tag_ids, tagNames);
    if (!expenseFields.includes(column)) return '';
    if (column === 'amount') return moneyIn(expense.amount, expense.currency);
    if (column === 'tag_ids') return tagIdsCell(expense.tag_ids);
    return values[column] ?? '';
  };
  return ['expense', ...entryColumns.map(cell), ...own.map(cell)];
}
