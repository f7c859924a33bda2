// A parser for one vendor's CSV export, from what the vendor's file has: its columns and
// how one row reads. The reading itself (decoding, delimiter, records, line numbers) is
// csv-rows.ts; the rules every row obeys are entry-rows.ts.
import type { Readable } from 'node:stream';
import type { ImportParser, ParseOptions, ParsedRow } from '../import-rows';
import { readCsv } from './csv-rows';
import { entryRow, type RowOutcome } from './entry-rows';
import { HeaderColumns, resolveColumns, type ColumnSpec } from './header-columns';

/** One row's cells by the source's column keys ('' for a column the file lacks). */
export type RowCells<K extends string> = (key: K) => string;

/** A vendor's CSV export as a parser needs it. */
export interface CsvSource<K extends string> {
  /** For a missing column: "a Clockify detailed report export". */
  exportName: string;
  columns: Record<K, ColumnSpec>;
  /**
   * Called once the header is read: returns how to read each row. `titleOf` gives the
   * title of a column as the file writes it (a rate's currency may be in it).
   */
  start(
    options: ParseOptions,
    titleOf: (key: K) => string | undefined,
  ): (cells: RowCells<K>) => RowOutcome;
}

const SUMMARY = /^\s*(total|totals|summe|gesamt|sum)\b/i;

/** A totals row some exports append: it starts with "Total", or has no date and no one. */
function summaryRow(
  cells: readonly string[],
  whenIndex: number,
  whoIndexes: readonly number[],
): boolean {
  if (cells.length > 0 && SUMMARY.test(cells[0])) return true;
  const empty = (index: number) => index < 0 || (cells[index] ?? '').trim() === '';
  return empty(whenIndex) && whoIndexes.every(empty);
}

/** The parser of a CSV source; `sourceFor` may build the source from the options (csv). */
export function csvParser<K extends string>(
  sourceFor: (options: ParseOptions) => CsvSource<K> & { when: K; who: readonly K[] },
): ImportParser {
  return async function* parseCsv(
    input: Readable,
    options: ParseOptions,
    onBytes?: (bytesRead: number) => void,
  ): AsyncGenerator<ParsedRow> {
    const source = sourceFor(options);
    let readRow: ((cells: RowCells<K>) => RowOutcome) | undefined;
    let indexes: Record<K, number> | undefined;
    for await (const item of readCsv(input, onBytes)) {
      if (item.kind === 'header') {
        const header = new HeaderColumns(item.cells);
        const found = resolveColumns(header, source.columns, source.exportName);
        indexes = found;
        readRow = source.start(options, (key) =>
          found[key] >= 0 ? item.cells[found[key]] : undefined,
        );
      } else if (item.kind !== 'row') {
        yield item;
      } else if (readRow && indexes) {
        const at = indexes;
        const cells = item.cells;
        if (
          summaryRow(
            cells,
            at[source.when],
            source.who.map((key) => at[key]),
          )
        ) {
          yield { kind: 'skip', line: item.line, reason: 'A totals row, not an entry.' };
          continue;
        }
        const outcome = readRow((key) => (at[key] >= 0 ? (cells[at[key]] ?? '') : ''));
        yield entryRow(item.line, item.raw, outcome);
      }
    }
  };
}
