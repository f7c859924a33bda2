// Reading a CSV export as a stream of rows (docs/import-formats.md): the bytes decoded
// (UTF-8 with or without a BOM, UTF-16 LE/BE with a BOM), the delimiter taken from the
// header line (`,`, `;` or a tab), the records cut by csv-parse (quoted fields may hold
// new lines), each with its first physical line (the header is line 1). Only one record is
// held at a time; a record over MAX_ROW_BYTES ends the file with one error for it, since
// csv-parse cannot find the next record after one it refused for its size.
import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { parse, type CsvError } from 'csv-parse';
import { ImportFileError, MAX_ROW_BYTES } from '../import-rows';

/** What the reader gives: the header first, then each record, refusal or blank line. */
export type CsvItem =
  | { kind: 'header'; cells: string[] }
  | { kind: 'row'; line: number; cells: string[]; raw: string }
  | { kind: 'error'; line: number; reason: string; excerpt: string }
  | { kind: 'skip'; line: number; reason: string };

/** The first characters of a row as read, for an error's excerpt. */
export const excerptOf = (raw: string): string => raw.replace(/\r?\n?$/, '').slice(0, 200);

export const NOT_UTF8 = (line: number): string =>
  `Line ${line} is not UTF-8 text; export the file again as UTF-8.`;

/** The decoder a file's first bytes ask for: UTF-16 only with its BOM, UTF-8 otherwise. */
function encodingOf(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * The file's text, chunk by chunk. Bytes that are not text in the encoding become U+FFFD
 * (never an exception), so the row holding them can be refused alone; a BOM is dropped.
 */
export async function* decodeText(
  input: Readable,
  onBytes?: (bytesRead: number) => void,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head = Buffer.alloc(0);
  let bytesRead = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytesRead += bytes.length;
    if (decoder === undefined) {
      head = Buffer.concat([head, bytes]);
      if (head.length < 3) continue;
      decoder = new TextDecoder(encodingOf(head), { fatal: false });
      yield decoder.decode(head, { stream: true });
    } else {
      yield decoder.decode(bytes, { stream: true });
    }
    onBytes?.(bytesRead);
  }
  if (decoder === undefined) {
    decoder = new TextDecoder(encodingOf(head), { fatal: false });
    yield decoder.decode(head, { stream: true });
  }
  yield decoder.decode();
  onBytes?.(bytesRead);
}

/** The delimiter used most in the header line, outside quotes. */
export function delimiterOf(headerLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
}

/** Reads text until the header line is whole; returns it and what was read after it. */
async function readHeaderLine(
  text: AsyncIterator<string>,
): Promise<{ headerLine: string; buffered: string }> {
  let buffered = '';
  for (;;) {
    const newline = buffered.indexOf('\n');
    if (newline >= 0) return { headerLine: buffered.slice(0, newline), buffered };
    if (buffered.length > MAX_ROW_BYTES) {
      throw new ImportFileError(
        `Line 1 is longer than ${MAX_ROW_BYTES} bytes: this is not a CSV export with a header line.`,
      );
    }
    const next = await text.next();
    if (next.done) return { headerLine: buffered, buffered };
    buffered += next.value;
  }
}

const CSV_REASONS: Record<string, string> = {
  CSV_MAX_RECORD_SIZE: `is longer than ${MAX_ROW_BYTES} bytes; the file is read up to it and no further. Split the row or remove it, and import the rest again.`,
  CSV_QUOTE_NOT_CLOSED:
    'opens a quote (") that is never closed; the rest of the file is inside it.',
  CSV_INVALID_CLOSING_QUOTE: 'has text right after a closing quote ("); quote the whole field.',
};

const reasonOf = (err: CsvError, line: number): string =>
  `Line ${line} ${CSV_REASONS[err.code] ?? 'is not a CSV row that can be read.'}`;

/** Physical line breaks in a record as csv-parse gives it (`\r\n`, `\n` or `\r` each one). */
const lineBreaks = (raw: string): number => raw.match(/\r\n|\r|\n/g)?.length ?? 0;

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/** A record with its first physical line, counted here: csv-parse's own count is off for `\r\n` inside quotes. */
interface LinedRecord {
  cells: string[];
  line: number;
  raw: string;
}

interface Failure {
  line: number;
  err: CsvError;
  raw: string;
}

/**
 * The csv-parse stream of a file's text: records with their first line, in file order;
 * refused records go to `failures` (with the line they start on) as csv-parse meets them.
 */
function recordsOf(text: AsyncIterable<string>, delimiter: string) {
  const failures: Failure[] = [];
  let nextLine = 1;
  let stopped = false;
  const feed = Readable.from(text);
  // With `raw`, csv-parse hands on_record the record and its raw text; the typings do not say so.
  const onRecord = (value: unknown): LinedRecord => {
    const { record, raw } = value as { record: string[]; raw: string };
    const line = nextLine;
    nextLine += lineBreaks(raw);
    return { cells: record, line, raw };
  };
  const parser = parse({
    delimiter,
    raw: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_ROW_BYTES,
    skip_records_with_error: true,
    on_record: onRecord as unknown as (record: string[]) => string[],
    on_skip: (err: CsvError | undefined, raw?: string) => {
      if (err === undefined || stopped) return;
      failures.push({ line: nextLine, err, raw: raw ?? '' });
      nextLine += Math.max(1, lineBreaks(raw ?? ''));
      if (err.code === 'CSV_MAX_RECORD_SIZE') {
        // csv-parse does not find the next record after this one: end the file here
        // rather than read the rest of an endless line.
        stopped = true;
        setImmediate(() => {
          feed.unpipe(parser);
          feed.destroy();
          parser.end();
        });
      }
    },
  });
  feed.on('error', (err) => parser.destroy(err));
  feed.pipe(parser);
  return {
    records: parser as AsyncIterable<LinedRecord>,
    failures,
    nextLine: () => nextLine,
    close: () => {
      feed.destroy();
      parser.destroy();
    },
  };
}

/** The refusals of records that start on or before `line`, in order. */
function* failuresUpTo(failures: Failure[], line: number): Generator<CsvItem> {
  while (failures.length > 0 && failures[0].line <= line) {
    const failure = failures.shift()!;
    yield {
      kind: 'error',
      line: failure.line,
      reason: reasonOf(failure.err, failure.line),
      excerpt: excerptOf(failure.raw),
    };
  }
}

/** A data record as the parsers see it: a row, a blank line, or text that is not UTF-8. */
function itemOf(record: LinedRecord): CsvItem {
  const { line, raw, cells } = record;
  if (raw.includes('\ufffd')) {
    return { kind: 'error', line, reason: NOT_UTF8(line), excerpt: excerptOf(raw) };
  }
  if (isBlank(cells)) return { kind: 'skip', line, reason: 'A blank line.' };
  return { kind: 'row', line, cells, raw };
}

/**
 * Reads a CSV file: yields its header (throws ImportFileError when there is none), then
 * each data row with its first physical line, a skip for each blank line, and an error for
 * each record that cannot be read (not UTF-8, a broken quote, too long).
 */
export async function* readCsv(
  input: Readable,
  onBytes?: (bytesRead: number) => void,
): AsyncGenerator<CsvItem> {
  const text = decodeText(input, onBytes);
  const { headerLine, buffered } = await readHeaderLine(text);
  if (headerLine.includes('\u0000') || headerLine.includes('\ufffd')) {
    throw new ImportFileError(
      'The file is not UTF-8 or UTF-16 text with a BOM; export it again as UTF-8 CSV.',
    );
  }
  async function* source(): AsyncGenerator<string> {
    yield buffered;
    for (let next = await text.next(); !next.done; next = await text.next()) yield next.value;
  }
  const reading = recordsOf(source(), delimiterOf(headerLine));
  try {
    let header = true;
    for await (const record of reading.records) {
      yield* failuresUpTo(reading.failures, record.line);
      if (header) yield { kind: 'header', cells: record.cells };
      else yield itemOf(record);
      header = false;
    }
    if (header) throw new ImportFileError('The file is empty: it has no header line.');
    yield* failuresUpTo(reading.failures, Number.MAX_SAFE_INTEGER);
  } catch (err) {
    // An error csv-parse does not skip past ends the file; say where, never a bare crash.
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      const line = reading.nextLine();
      throw new ImportFileError(`Line ${line} cannot be read as CSV (${code}).`, line);
    }
    throw err;
  } finally {
    reading.close();
    input.destroy();
  }
}
