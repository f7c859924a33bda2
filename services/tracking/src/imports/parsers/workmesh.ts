// A workmesh export (its zip) imported back (docs/import-formats.md): `manifest.json`
// says it is one ({"format":"workmesh-export","version":1,…}), `time_entries.jsonl` holds
// one time entry a line as the API shows it, plus the person's email and name and the tag
// names. A zip needs random access, so the upload is spooled to a temporary file first
// (removed when the parse ends) and the one member read as a stream. Lines are the JSON
// Lines file's own (1-based, no header line); an entry's source key is `<team_id>:<id>`.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { minorDigits } from '@workmesh/platform';
import {
  ImportFileError,
  MAX_ROW_BYTES,
  type ImportMoney,
  type ImportParser,
  type ParseOptions,
  type ParsedRow,
} from '../import-rows';
import { decodeText, excerptOf, NOT_UTF8 } from './csv-rows';
import { entryRow, type RowOutcome } from './entry-rows';

export const WORKMESH_ENTRIES = 'time_entries.jsonl';
const MANIFEST = 'manifest.json';
const NOT_AN_EXPORT =
  'The file is not a workmesh export: a zip with manifest.json and time_entries.jsonl, as workmesh exports make it.';

/** Copies the upload to a temporary file, counting its bytes. */
async function spool(input: Readable, path: string): Promise<number> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(input, count, createWriteStream(path));
  return bytes;
}

async function readSmall(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > MAX_ROW_BYTES) throw new ImportFileError(NOT_AN_EXPORT);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The zip's entries file, once its manifest says it is a workmesh export. */
async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry> {
  let manifest: unknown;
  let entries: yauzl.Entry | undefined;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === MANIFEST) {
      try {
        manifest = JSON.parse(await readSmall(zip, entry));
      } catch {
        throw new ImportFileError(NOT_AN_EXPORT);
      }
    } else if (entry.fileName === WORKMESH_ENTRIES) {
      entries = entry;
    }
  }
  const { format, version } = (manifest ?? {}) as { format?: unknown; version?: unknown };
  if (format !== 'workmesh-export' || entries === undefined)
    throw new ImportFileError(NOT_AN_EXPORT);
  if (version !== 1) {
    throw new ImportFileError(
      `The export is of version ${String(version)}; this workmesh reads version 1 exports.`,
    );
  }
  return entries;
}

/** Lines of a text stream, each with its number; one over MAX_ROW_BYTES is cut (`tooLong`). */
async function* linesOf(
  text: AsyncIterable<string>,
): AsyncGenerator<{ line: number; text: string; tooLong: boolean }> {
  let line = 1;
  let current = '';
  let tooLong = false;
  for await (const chunk of text) {
    let from = 0;
    for (let newline = chunk.indexOf('\n'); newline >= 0; newline = chunk.indexOf('\n', from)) {
      if (!tooLong) current += chunk.slice(from, newline);
      yield {
        line,
        text: current.slice(0, tooLong ? 200 : undefined),
        tooLong: tooLong || current.length > MAX_ROW_BYTES,
      };
      line++;
      current = '';
      tooLong = false;
      from = newline + 1;
    }
    if (!tooLong) current += chunk.slice(from);
    if (current.length > MAX_ROW_BYTES) {
      tooLong = true;
      current = current.slice(0, 200);
    }
  }
  if (current !== '' || tooLong) yield { line, text: current, tooLong };
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** An hourly decimal in the currency's places as minor units; null or 0 = none. */
function money(value: unknown, currency: string): ImportMoney | undefined {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  return { minor: Math.round(amount * 10 ** minorDigits(currency)), currency };
}

const instant = (value: unknown): Date | undefined => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** One JSON line read as an entry of the export. */
export function workmeshRow(record: Json, options: ParseOptions): RowOutcome {
  if (record.end === null || record.end === undefined) {
    return { kind: 'skip', reason: 'A timer still running (no end), not an entry yet.' };
  }
  const start = instant(record.start);
  const end = instant(record.end);
  if (!start || !end) {
    return {
      kind: 'error',
      reason: "The entry's start or end is not an instant (ISO 8601, e.g. 2026-01-15T09:00:00Z).",
    };
  }
  const currency = text(record.currency) ?? options.currency;
  const costCurrency = text(record.cost_currency) ?? currency;
  const tags = Array.isArray(record.tags)
    ? record.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const teamId = text(record.team_id);
  const id = text(record.id);
  return {
    kind: 'fields',
    fields: {
      id: teamId !== undefined && id !== undefined ? `${teamId}:${id}` : undefined,
      email: text(record.user_email),
      userName: text(record.user_name),
      client: text(record.client_name),
      project: text(record.project_name),
      task: text(record.task_name),
      description: text(record.description) ?? '',
      tags,
      billable: typeof record.billable === 'boolean' ? record.billable : undefined,
      start,
      end,
      timezone: text(record.timezone) || options.timezone,
      billRate: money(record.bill_rate, currency),
      costRate: money(record.pay_rate, costCurrency),
    },
  };
}

function rowOf(line: number, lineText: string, tooLong: boolean, options: ParseOptions): ParsedRow {
  const excerpt = excerptOf(lineText);
  if (tooLong) {
    return {
      kind: 'error',
      line,
      reason: `Line ${line} is longer than ${MAX_ROW_BYTES} bytes.`,
      excerpt,
    };
  }
  if (lineText.trim() === '') return { kind: 'skip', line, reason: 'A blank line.' };
  if (lineText.includes('\ufffd')) return { kind: 'error', line, reason: NOT_UTF8(line), excerpt };
  let record: unknown;
  try {
    record = JSON.parse(lineText);
  } catch {
    record = undefined;
  }
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return { kind: 'error', line, reason: `Line ${line} is not a JSON object.`, excerpt };
  }
  return entryRow(line, lineText, workmeshRow(record as Json, options), 'keep');
}

export const parseWorkmesh: ImportParser = async function* parseWorkmesh(
  input: Readable,
  options: ParseOptions,
  onBytes?: (bytesRead: number) => void,
): AsyncGenerator<ParsedRow> {
  const folder = await mkdtemp(join(tmpdir(), 'workmesh-import-'));
  let zip: yauzl.ZipFile | undefined;
  try {
    const path = join(folder, 'upload.zip');
    const size = await spool(input, path);
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
    } catch {
      throw new ImportFileError(NOT_AN_EXPORT);
    }
    const entries = await entriesOf(zip);
    const total = Math.max(1, entries.uncompressedSize);
    let read = 0;
    const counted = (stream: Readable) => {
      stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        onBytes?.(Math.round((size * read) / total));
      });
      return stream;
    };
    const stream = counted(await zip.openReadStreamPromise(entries));
    for await (const { line, text: lineText, tooLong } of linesOf(decodeText(stream))) {
      yield rowOf(line, lineText, tooLong, options);
    }
  } finally {
    zip?.close();
    await rm(folder, { recursive: true, force: true });
  }
};
