// Helpers of the import parser tests: fixture files as streams, every row of a parse, and
// files made on the fly (encodings, huge rows, many rows) without holding them whole.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type {
  ImportedEntry,
  ImportParser,
  ParseOptions,
  ParsedRow,
} from '../src/imports/import-rows';

export const fixture = (name: string): Readable =>
  createReadStream(join(__dirname, 'fixtures', 'imports', name));

export const bytesOf = (text: string): Readable => Readable.from([Buffer.from(text, 'utf8')]);

export async function parseAll(
  parser: ImportParser,
  input: Readable,
  options: ParseOptions,
): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  for await (const row of parser(input, options)) rows.push(row);
  return rows;
}

export const entriesOf = (rows: readonly ParsedRow[]): ImportedEntry[] =>
  rows.flatMap((row) => (row.kind === 'entry' ? [row.entry] : []));

export const entryAt = (rows: readonly ParsedRow[], line: number): ImportedEntry => {
  const row = rows.find((candidate) => candidate.kind === 'entry' && candidate.entry.line === line);
  if (row?.kind !== 'entry') throw new Error(`no entry at line ${line}: ${JSON.stringify(rows)}`);
  return row.entry;
};

/** Each row that is not an entry, as [line, kind, reason]. */
export const refusalsOf = (rows: readonly ParsedRow[]): [number, string, string][] =>
  rows.flatMap((row) => (row.kind === 'entry' ? [] : [[row.line, row.kind, row.reason]]));

export const iso = (date: Date): string => date.toISOString().replace('.000Z', 'Z');

/** A stream of `count` chunks made one at a time by `chunk(i)`. */
export function generated(count: number, chunk: (index: number) => string | Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) {
        const part = chunk(i);
        yield typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      }
    })(),
  );
}
