// Test doubles of the import parsers and writer (src/imports/import-rows.ts), so that the
// import jobs and worker are tested on their own. The double's file format is one row a
// line after a header: `entry,<source key>`, `skip`, `error,<reason>`, or `fatal,<message>`
// (the whole file refused: ImportFileError). The writer keeps the source keys written, by
// import, as the real one keeps entries by source key: a key an earlier import wrote is
// matched, a key written again by the same import (a replayed batch) counts as created.
import { IMPORT_SOURCES, type ImportSource } from '@workmesh/platform';
import {
  ImportFileError,
  type BatchOutcome,
  type ImportedEntry,
  type ImportJobContext,
  type ImportParser,
  type ImportParsers,
  type ImportWriter,
  type ParsedRow,
} from '../src/imports/import-rows';

const START = new Date('2026-03-02T09:00:00Z');
const END = new Date('2026-03-02T10:00:00Z');

const entryOf = (line: number, sourceKey: string): ImportedEntry => ({
  line,
  sourceKey,
  email: 'ann@example.com',
  tags: [],
  description: `row ${line}`,
  start: START,
  end: END,
  timezone: 'UTC',
});

function rowOf(text: string, line: number): ParsedRow {
  const [kind, value = ''] = text.split(',', 2);
  switch (kind) {
    case 'entry':
      return { kind: 'entry', entry: entryOf(line, value) };
    case 'skip':
      return { kind: 'skip', line, reason: 'Not an entry.' };
    case 'fatal':
      throw new ImportFileError(value, line);
    default:
      return { kind: 'error', line, reason: value, excerpt: text };
  }
}

/** The double's parser: reads the stream line by line (header = line 1), telling bytes read. */
export const lineParser: ImportParser = async function* (input, _options, onBytes) {
  let bytes = 0;
  let pending = '';
  let line = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    onBytes?.(bytes);
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      line += 1;
      if (line > 1 && text.trim() !== '') yield rowOf(text.trim(), line);
    }
  }
  line += 1;
  if (line > 1 && pending.trim() !== '') yield rowOf(pending.trim(), line);
};

export const doubleParsers = (): ImportParsers =>
  Object.fromEntries(
    IMPORT_SOURCES.map((source: ImportSource) => [source, lineParser]),
  ) as ImportParsers;

export interface WriterCall {
  importId: number;
  dryRun: boolean;
  keys: string[];
}

/** The double's writer; `hook` runs before each batch is written (a crash, a race). */
export class RecordingWriter implements ImportWriter {
  readonly calls: WriterCall[] = [];
  /** Source key → the import that wrote it. */
  readonly written = new Map<string, number>();
  hook?: (call: WriterCall) => Promise<void>;
  /** Runs once the batch is written (a crash before the worker stores it). */
  afterWrite?: (call: WriterCall) => Promise<void>;

  async writeBatch(
    job: ImportJobContext,
    entries: readonly ImportedEntry[],
  ): Promise<BatchOutcome> {
    const call = {
      importId: job.importId,
      dryRun: job.dryRun,
      keys: entries.map((e) => e.sourceKey),
    };
    await this.hook?.(call);
    this.calls.push(call);
    const outcome: BatchOutcome = {
      created: 0,
      matched: 0,
      errors: [],
      records: { members: 0, clients: 0, projects: 0, tasks: 0, tags: 0 },
    };
    for (const entry of entries) {
      if (entry.sourceKey.startsWith('unmatched')) {
        outcome.errors.push({
          line: entry.line,
          reason: 'No such member.',
          excerpt: entry.sourceKey,
        });
        continue;
      }
      const by = this.written.get(entry.sourceKey);
      if (by !== undefined && by !== job.importId) {
        outcome.matched += 1;
        continue;
      }
      outcome.created += 1;
      if (!job.dryRun) this.written.set(entry.sourceKey, job.importId);
    }
    await this.afterWrite?.(call);
    return outcome;
  }

  finish(): void {}

  /** The keys written for one import, in call order. */
  keysOf(importId: number): string[] {
    return this.calls.filter((call) => call.importId === importId).flatMap((call) => call.keys);
  }
}

/** A file of the double's format: a header, then the rows. */
export const fileOf = (...rows: string[]) => Buffer.from(['kind,value', ...rows].join('\n') + '\n');

/** `count` entries keyed `<prefix>-<n>`. */
export const entries = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `entry,${prefix}-${index + 1}`);
