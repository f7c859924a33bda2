// What an import's parsers give the import worker (docs/data-portability.md): each data
// row of the file as one entry to make, or as a row to skip or refuse, with the row's
// first physical line (the header is line 1). The parsers (parsers/<source>.ts) know each
// vendor's documented export columns and formats; the worker (import-worker.ts) knows
// the team: people, clients, projects, tasks and tags matched or made, entries written
// once each. Neither knows the other's half.
import type { Readable } from 'node:stream';
import type { ImportSource } from '@workmesh/platform';

/** An hourly rate or an amount as the file gives it: minor units and ISO 4217 code. */
export interface ImportMoney {
  /** Integer minor units of `currency` (e.g. cents). */
  minor: number;
  currency: string;
}

/** One time entry of the file, normalized. */
export interface ImportedEntry {
  /** The row's first physical line in the file (header = 1). */
  line: number;
  /**
   * The key that makes the entry once, whatever file it comes in again: the source's own
   * id of the entry where it has one (`clockify:<id>` is built by the worker from
   * source + this), else a SHA-256 hex of the row's normalized content.
   */
  sourceKey: string;
  /** The person: email where the source has one, full name otherwise (or both). */
  email?: string;
  userName?: string;
  /** Names as the file has them (trimmed); absent or '' = none. */
  client?: string;
  project?: string;
  task?: string;
  tags: string[];
  description: string;
  /** Instants (UTC). end > start always (the parser refuses the rest). */
  start: Date;
  end: Date;
  /** The IANA zone the entry was meant in (the file's, else the import's `timezone`). */
  timezone: string;
  /** Absent: the project's default, as for any new entry. */
  billable?: boolean;
  /** The hourly bill rate the source priced it at, when it says so. */
  billRate?: ImportMoney;
  /** The hourly cost rate, when the source says so. */
  costRate?: ImportMoney;
}

/** A row the parser read. */
export type ParsedRow =
  | { kind: 'entry'; entry: ImportedEntry }
  /** Not an entry, and not wrong: a blank line, a totals row, a timer still running. */
  | { kind: 'skip'; line: number; reason: string }
  /** Refused, with a reason a person can act on ("The End time 25:00 is not a time (HH:MM)."). */
  | { kind: 'error'; line: number; reason: string; excerpt: string };

/** For source csv: which column holds what (proto ImportColumnMapping). */
export interface ColumnMapping {
  email?: string;
  user?: string;
  client?: string;
  project?: string;
  task?: string;
  description?: string;
  tags?: string;
  billable?: string;
  start?: string;
  end?: string;
  date?: string;
  start_time?: string;
  end_time?: string;
  duration?: string;
  rate?: string;
  currency?: string;
  id?: string;
  date_format?: string;
}

export interface ParseOptions {
  /** IANA zone of local times in the file (sources that export local times). */
  timezone: string;
  /** The currency of rates a source gives without one (the team's). */
  currency: string;
  /** Source csv only. */
  mapping?: ColumnMapping;
}

/**
 * A problem with the whole file (not one row): an encoding that is not UTF-8/UTF-16 with
 * BOM/Windows-1252, a missing required column, not a CSV at all. The import fails with
 * `message` as its `failure` and an error at `line`.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line = 1,
  ) {
    super(message);
  }
}

/**
 * Reads a file of `source` as a stream and yields its rows in file order. Memory is
 * bounded by one row (a row over MAX_ROW_BYTES is one error, never a crash); throws
 * ImportFileError for a file it cannot read at all. `onBytes` is told the bytes consumed
 * so far (the job's progress).
 */
export type ImportParser = (
  input: Readable,
  options: ParseOptions,
  onBytes?: (bytesRead: number) => void,
) => AsyncIterable<ParsedRow>;

/** A row longer than this is refused (a 10 MB one-line file is one error). */
export const MAX_ROW_BYTES = 64 * 1024;

/** The parsers by source: parsers/index.ts. */
export type ImportParsers = Record<ImportSource, ImportParser>;

// ---- The worker's half → the writer's half ----

/** One import as the writer needs it. */
export interface ImportJobContext {
  importId: number;
  teamId: number;
  /** The owner or manager who asked: the caller of the gRPC calls made for the import. */
  requestedBy: number;
  source: ImportSource;
  dryRun: boolean;
  /** Unknown people are invited (true) or their rows refused as unmatched (false). */
  invite: boolean;
  /** user_map: a source email (lower case) or full name (as given) → user id. */
  userMap: ReadonlyMap<string, number>;
}

export interface RowRefusal {
  line: number;
  reason: string;
  excerpt: string;
}

/** What the import made besides entries (proto ImportCreatedRecords). */
export interface CreatedRecords {
  members: number;
  clients: number;
  projects: number;
  tasks: number;
  tags: number;
}

export interface BatchOutcome {
  /** Entries this import wrote (a dry run: would write); a replayed batch counts them again as created, not matched. */
  created: number;
  /** Rows whose entry an earlier import had already written (same source key). */
  matched: number;
  /** Rows refused while matching or writing (unmatched person, locked week, …). */
  errors: RowRefusal[];
  /** What this batch made (or would make): the job adds the batches' up. */
  records: CreatedRecords;
}

/**
 * Matches a batch's people, clients, projects, tasks and tags to the team's (making what
 * is missing, unless a dry run) and writes its entries, each once per source key: safe to
 * call again with the same batch after a crash (import-writer.ts).
 */
export interface ImportWriter {
  writeBatch(job: ImportJobContext, entries: readonly ImportedEntry[]): Promise<BatchOutcome>;
  /** Forgets what it cached for the import (the job ended). */
  finish(importId: number): void;
}
