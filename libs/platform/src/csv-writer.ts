// CSV text as RFC 4180 writes it (no CSV library is among the dependencies): a header
// row, CRLF after every row, a field quoted when it holds a comma, a double quote, CR or
// LF, its quotes doubled. Text that a spreadsheet would run as a formula (starting with
// = + - @, tab or CR: OWASP's "CSV injection") is prefixed with a single quote, so a
// description typed by a member cannot become a formula in a manager's spreadsheet.
// Numbers and booleans are written as they are: they come from the service, not from
// what a user typed, and a negative amount must stay a number.

/**
 * A number written with a fixed count of decimals (`-2.00` hours): a number from the
 * service, so, like other numbers, never taken for a formula although it may start with `-`.
 */
export class FixedDecimal {
  constructor(
    readonly value: number,
    readonly places: number,
  ) {}

  toString(): string {
    return this.value.toFixed(this.places);
  }
}

export type CsvCell = string | number | boolean | FixedDecimal | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: null and undefined are empty, text guarded against formulas and quoted when needed. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value.toString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the header row, then one row per record, every row ended by CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
