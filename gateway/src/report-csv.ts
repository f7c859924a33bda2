// The CSV forms of the tracking service's two reports (`?format=csv`): the summary, a row
// per group and sub-group, and the detailed report, a row per entry of the page. Rows as
// RFC 4180 writes them (csv-writer.ts), money and hours with two decimals, text guarded
// against spreadsheet formulas. routes/tracking.presenters.ts offers them as the reports'
// text formats.
import { csvDocument, type CsvCell } from './csv-writer';
import type { ReplyOf } from './downstream-clients';
import { sharedProtoRoot } from './json-to-proto';

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
  'billable_amount',
  'cost_amount',
];

const amountsOf = (group: ReportGroupReply): CsvCell[] => [
  group.seconds,
  hoursOf(group.seconds),
  group.billable_seconds,
  twoDecimals(group.billable_amount),
  twoDecimals(group.cost_amount),
];

/** A row per group, its sub-group columns empty, followed by a row per sub-group of it. */
export function summaryCsv(reply: unknown): string {
  const rows: CsvCell[][] = [];
  for (const group of (reply as SummaryReply).groups) {
    rows.push([group.key, group.name, '', '', ...amountsOf(group)]);
    for (const sub of group.sub_groups) {
      rows.push([group.key, group.name, sub.key, sub.name, ...amountsOf(sub)]);
    }
  }
  return csvDocument(SUMMARY_CSV_COLUMNS, rows);
}

const entryFields = sharedProtoRoot().lookupType('workmesh.tracking.v1.TimeEntry').fieldsArray;

/** The TimeEntry's fields in proto order (team_id aside: one team), and hours after duration. */
export const DETAILED_CSV_COLUMNS: readonly string[] = entryFields
  .map((field) => field.name)
  .filter((name) => name !== 'team_id')
  .flatMap((name) => (name === 'duration' ? [name, 'hours'] : [name]));

/** Rates and amounts (the doubles): two decimals, as in the summary. */
const MONEY_COLUMNS = new Set(
  entryFields.filter((field) => field.type === 'double').map((field) => field.name),
);

/** A row per entry of the page; unset fields (a running entry's end) empty. */
export function detailedCsv(reply: unknown): string {
  const rows = (reply as DetailedReply).time_entries.map((entry) => {
    const values = entry as unknown as Record<string, CsvCell>;
    return DETAILED_CSV_COLUMNS.map((column) => {
      if (column === 'hours') return hoursOf(entry.duration);
      const value = values[column];
      return MONEY_COLUMNS.has(column) && typeof value === 'number' ? twoDecimals(value) : value;
    });
  });
  return csvDocument(DETAILED_CSV_COLUMNS, rows);
}
