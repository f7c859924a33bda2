// time_entries.csv of an export: the detailed report's CSV columns (the gateway's
// report-csv.ts: the TimeEntry's fields in proto order, team_id aside, `hours` after
// `duration`, the tags' names after their ids) and its writing (platform's csv-writer:
// RFC 4180, text guarded against spreadsheet formulas, money with its currency's places),
// one row per record of time_entries.jsonl.
import {
  csvField,
  isCurrencyCode,
  minorDigits,
  trackingProto,
  type CsvCell,
} from '@workmesh/platform';

interface ProtoField {
  name: string;
  type: string;
}

const entryFields = (): ProtoField[] =>
  (trackingProto().TimeEntry as unknown as { type: { field: ProtoField[] } }).type.field;

/** The detailed report's columns, as the gateway names them. */
export const TIME_ENTRY_CSV_COLUMNS: readonly string[] = entryFields()
  .map((field) => field.name)
  .filter((name) => name !== 'team_id')
  .flatMap((name) =>
    name === 'duration' ? [name, 'hours'] : name === 'tag_ids' ? [name, 'tags'] : [name],
  );

/** Rates and amounts, and the column naming their currency (the bill's or the cost's). */
const MONEY_COLUMNS: ReadonlyMap<string, 'currency' | 'cost_currency'> = new Map(
  entryFields()
    .filter((field) => field.type === 'TYPE_DOUBLE')
    .map((field) => [
      field.name,
      field.name.startsWith('pay_') || field.name.startsWith('cost_')
        ? 'cost_currency'
        : 'currency',
    ]),
);

/** The separator of ids and names in one cell, as the report's. */
const TAG_SEPARATOR = '; ';

const moneyIn = (value: number, currency: unknown) =>
  typeof currency === 'string' && isCurrencyCode(currency)
    ? value.toFixed(minorDigits(currency))
    : value.toFixed(2);

const row = (cells: readonly CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

export const timeEntriesCsvHeader = (): string => row(TIME_ENTRY_CSV_COLUMNS);

/** One entry of time_entries.jsonl (its `tags`: the names) as a CSV row. */
export function timeEntryCsvRow(entry: Record<string, unknown>): string {
  return row(
    TIME_ENTRY_CSV_COLUMNS.map((column): CsvCell => {
      if (column === 'hours') return (Number(entry.duration ?? 0) / 3600).toFixed(2);
      if (column === 'tag_ids') return ((entry.tag_ids as number[]) ?? []).join(TAG_SEPARATOR);
      if (column === 'tags') return ((entry.tags as string[]) ?? []).join(TAG_SEPARATOR);
      const value = entry[column];
      const currency = MONEY_COLUMNS.get(column);
      if (currency !== undefined && typeof value === 'number')
        return moneyIn(value, entry[currency]);
      return value as CsvCell;
    }),
  );
}
