// The CSV forms of the tracking service's two reports (`?format=csv`): the summary, a row
// per group (and sub-group) and currency, and the detailed report, a row per entry of the
// page. Rows as RFC 4180 writes them (csv-writer.ts), hours with two decimals, money with
// its currency's places (JPY 0, USD 2, KWD 3) and never summed across currencies (issue
// 34), text guarded against spreadsheet formulas. routes/tracking.presenters.ts offers them
// as the reports' text formats.
import { csvDocument, type CsvCell } from './csv-writer';
import type { ReplyOf } from './downstream-clients';
import { sharedProtoRoot } from './json-to-proto';
import {
  EXPENSE_SUMMARY_COLUMNS,
  expenseDetailedColumns,
  expenseGroupRows,
  expenseRow,
  includesExpenses,
  moneyIn,
  tagIdsCell,
  tagNamesOf,
  tagsCell,
} from './report-expense-csv';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** What csv-writer.ts does to text a spreadsheet would run, in the description's words. */
export const CSV_FORMULA_NOTE =
  "Text cells starting with `=`, `+`, `-`, `@`, a tab or CR are prefixed with a single quote (`'`), so a spreadsheet does not run them as formulas.";
/** How csv-writer.ts writes a document, in the description's words. */
export const CSV_NOTE = `RFC 4180: a header row, CRLF line ends, fields holding a comma, quote, CR or LF quoted, quotes doubled. ${CSV_FORMULA_NOTE}`;

const twoDecimals = (value: number) => value.toFixed(2);
const hoursOf = (seconds: number) => twoDecimals(seconds / 3600);

type SummaryReply = ReplyOf<'tracking', 'SummaryReport'>;
type ReportGroupReply = SummaryReply['groups'][number];
type DetailedReply = ReplyOf<'tracking', 'DetailedReport'>;

export const SUMMARY_CSV_COLUMNS = [
  'group_key',
  'group_name',
  'sub_group_key',
  'sub_group_name',
  'seconds',
  'hours',
  'billable_seconds',
  'currency',
  'billable_amount',
  'cost_amount',
];

/**
 * A group's rows: one per currency it has money in (its amounts rows, by code), the time
 * columns the group's on each (time has no currency), so no amount is ever a sum across
 * currencies. A group without money (none in practice: every entry is in a currency) has
 * one row, its money columns empty.
 */
function groupRows(labels: CsvCell[], group: ReportGroupReply): CsvCell[][] {
  const time = [group.seconds, hoursOf(group.seconds), group.billable_seconds];
  if (group.amounts.length === 0) return [[...labels, ...time, '', '', '']];
  return group.amounts.map((money) => [
    ...labels,
    ...time,
    money.currency,
    moneyIn(money.billable_amount, money.currency),
    moneyIn(money.cost_amount, money.currency),
  ]);
}

/**
 * The group's rows (per currency), its sub-group columns empty, followed by the rows of
 * each sub-group of it.
 */
export function summaryCsv(reply: unknown, request: Record<string, unknown> = {}): string {
  const withExpenses = includesExpenses(request);
  const rows: CsvCell[][] = [];
  const add = (labels: CsvCell[], group: ReportGroupReply) => {
    const time = groupRows(labels, group);
    if (!withExpenses) return rows.push(...time);
    // Time's rows with the expense columns empty, then the group's expense rows.
    rows.push(...time.map((row) => [...row, '', '', '', '']));
    rows.push(...expenseGroupRows(labels, SUMMARY_CSV_COLUMNS.length - labels.length, group));
  };
  for (const group of (reply as SummaryReply).groups) {
    add([group.key, group.name, '', ''], group);
    for (const sub of group.sub_groups) add([group.key, group.name, sub.key, sub.name], sub);
  }
  const columns = withExpenses
    ? [...SUMMARY_CSV_COLUMNS, ...EXPENSE_SUMMARY_COLUMNS]
    : SUMMARY_CSV_COLUMNS;
  return csvDocument(columns, rows);
}

const entryFields = sharedProtoRoot().lookupType('workmesh.tracking.v1.TimeEntry').fieldsArray;

/**
 * The TimeEntry's fields in proto order (team_id aside: one team), hours after duration and
 * the tags' names after their ids (issue 36: "; " between them).
 */
export const DETAILED_CSV_COLUMNS: readonly string[] = entryFields
  .map((field) => field.name)
  .filter((name) => name !== 'team_id')
  .flatMap((name) =>
    name === 'duration' ? [name, 'hours'] : name === 'tag_ids' ? [name, 'tags'] : [name],
  );

/**
 * Rates and amounts (the doubles) and the column naming the currency each is in: the bill's
 * (`currency`, the client's) or the cost's (`cost_currency`, the team's).
 */
const MONEY_COLUMNS: ReadonlyMap<string, 'currency' | 'cost_currency'> = new Map(
  entryFields
    .filter((field) => field.type === 'double')
    .map((field) => [
      field.name,
      field.name.startsWith('pay_') || field.name.startsWith('cost_')
        ? 'cost_currency'
        : 'currency',
    ]),
);

/** A row per entry of the page; unset fields (a running entry's end) empty. */
export function detailedCsv(reply: unknown, request: Record<string, unknown> = {}): string {
  // The tags' names now (a rename shows at once): the report sends the page's tags along.
  const tagNames = tagNamesOf((reply as DetailedReply).tags);
  const entryRows = (reply as DetailedReply).time_entries.map((entry) => {
    const values = entry as unknown as Record<string, CsvCell>;
    return DETAILED_CSV_COLUMNS.map((column) => {
      if (column === 'hours') return hoursOf(entry.duration);
      if (column === 'tag_ids') return tagIdsCell(entry.tag_ids);
      if (column === 'tags') return tagsCell(entry.tag_ids, tagNames);
      const value = values[column];
      const currency = MONEY_COLUMNS.get(column);
      if (currency === undefined || typeof value !== 'number') return value;
      const code = entry[currency];
      return code ? moneyIn(value, code) : twoDecimals(value);
    });
  });
  if (!includesExpenses(request)) return csvDocument(DETAILED_CSV_COLUMNS, entryRows);
  // include=expenses: a `kind` column first, the page's expenses after the entries, in the
  // columns they share with entries and in columns of their own after those.
  const own = expenseDetailedColumns(DETAILED_CSV_COLUMNS);
  const rows: CsvCell[][] = [
    ...entryRows.map((row) => ['time_entry', ...row, ...own.map(() => '')]),
    ...((reply as DetailedReply).expenses ?? []).map((expense) =>
      expenseRow(expense, DETAILED_CSV_COLUMNS, own, tagNames),
    ),
  ];
  return csvDocument(['kind', ...DETAILED_CSV_COLUMNS, ...own], rows);
}
