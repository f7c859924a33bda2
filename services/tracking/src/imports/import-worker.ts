// The import worker (docs/imports.md, "Crash recovery"): every IMPORT_POLL_INTERVAL_MS a
// process looks for one job to run — a queued one, or a running one whose lease expired
// (its worker was killed) — and takes it with one conditional update, so replicas never
// run a job twice at once. It streams the file from the object store through the
// source's parser, writes entries in batches through the writer, and stores each batch's
// counters, refused rows and checkpoint (the batch's last line) in one transaction. A
// worker that takes over re-reads the file and passes the rows up to the checkpoint; a
// batch written but not stored before a crash is written again, which the writer's
// source keys make harmless (and count as created once: its first counts were never
// stored). The job's end and its import.finished event are one transaction. A stopping
// process lets its current batch finish, then gives the lease up.
import type { Readable } from 'node:stream';
import { everyInterval, ImportFinished, type Logger } from '@workmesh/platform';
import type { TrackingDependencies } from '../dependencies';
import { NO_RECORDS, type ImportCounters, type ImportRecord } from '../models';
import { userMapOf } from './import-rules';
import {
  ImportFileError,
  type BatchOutcome,
  type ImportedEntry,
  type ImportJobContext,
  type ImportParsers,
  type ImportWriter,
  type ParsedRow,
  type RowRefusal,
} from './import-rows';
import type { ImportStorage } from './import-storage';

export interface ImportWorkerOptions {
  storage: Pick<ImportStorage, 'getStream'>;
  parsers: ImportParsers;
  writer: ImportWriter;
  /** This process's name as a lease owner (unique per process). */
  instanceId: string;
  batchSize: number;
  leaseMs: number;
  intervalMs: number;
}

type WorkerDependencies = Pick<TrackingDependencies, 'repository' | 'outbox' | 'logger' | 'now'>;

/** The worker no longer holds the job's lease: another has taken it over. */
class LeaseLost extends Error {}

/** The rows read since the last stored batch. */
class PendingBatch {
  entries: ImportedEntry[] = [];
  refusals: RowRefusal[] = [];
  rows = 0;
  skipped = 0;
  lastLine = 0;

  add(row: ParsedRow): void {
    this.rows += 1;
    if (row.kind === 'entry') {
      this.entries.push(row.entry);
      this.lastLine = row.entry.line;
    } else {
      if (row.kind === 'skip') this.skipped += 1;
      else this.refusals.push({ line: row.line, reason: row.reason, excerpt: row.excerpt });
      this.lastLine = row.line;
    }
  }
}

const lineOf = (row: ParsedRow) => (row.kind === 'entry' ? row.entry.line : row.line);

const NOTHING_WRITTEN: BatchOutcome = { created: 0, matched: 0, errors: [], records: NO_RECORDS };

function countersOf(batch: PendingBatch, outcome: BatchOutcome): ImportCounters {
  return {
    rows_read: batch.rows,
    created: outcome.created,
    matched: outcome.matched,
    skipped: batch.skipped,
    errored: batch.refusals.length + outcome.errors.length,
    records: outcome.records,
  };
}

export type ImportWorker = ReturnType<typeof importWorker>;

/** A worker's writes of a job it holds: its batches, and its end with import.finished. */
function jobSteps(deps: WorkerDependencies, options: ImportWorkerOptions, logger: Logger) {
  const { repository, outbox, now } = deps;
  const { instanceId: owner, writer } = options;
  const leaseEnd = () => new Date(now().getTime() + options.leaseMs);

  /** Writes and stores one batch; throws LeaseLost when another worker took the job. */
  async function storeBatch(
    job: ImportRecord,
    context: ImportJobContext,
    batch: PendingBatch,
    progress: number,
  ): Promise<void> {
    if (!(await repository.imports.renew(job.id, owner, leaseEnd()))) throw new LeaseLost();
    const outcome =
      batch.entries.length > 0 ? await writer.writeBatch(context, batch.entries) : NOTHING_WRITTEN;
    const stored = await repository.transaction(() =>
      repository.imports.storeBatch(job, owner, {
        counters: countersOf(batch, outcome),
        errors: [...batch.refusals, ...outcome.errors],
        checkpointLine: batch.lastLine,
        progress,
      }),
    );
    if (!stored) throw new LeaseLost();
  }

  /** Ends the job and records import.finished in the same transaction. */
  async function finish(
    job: ImportRecord,
    end: { status: 'done' | 'failed'; failure?: string; errors?: RowRefusal[] },
  ): Promise<void> {
    const at = now();
    const ended = await repository.transaction(async () => {
      const finished = await repository.imports.finish(job, owner, { ...end, at });
      if (!finished) return null;
      await outbox.record(
        ImportFinished.make({
          import_id: finished.id,
          team_id: finished.team_id,
          source: finished.source,
          status: end.status,
          dry_run: finished.dry_run,
          rows_read: finished.rows_read,
          created: finished.created,
          matched: finished.matched,
          skipped: finished.skipped,
          errored: finished.errored,
          requested_by: finished.created_by,
          finished_at: at.toISOString(),
        }),
      );
      return finished;
    });
    if (!ended) throw new LeaseLost();
    outbox.kick();
    logger.info(
      {
        import_id: ended.id,
        team_id: ended.team_id,
        status: ended.status,
        rows_read: ended.rows_read,
        created: ended.created,
        matched: ended.matched,
        skipped: ended.skipped,
        errored: ended.errored,
      },
      'import finished',
    );
  }

  return { storeBatch, finish, leaseEnd };
}

export function importWorker(deps: WorkerDependencies, options: ImportWorkerOptions) {
  const { repository } = deps;
  const { instanceId: owner, writer } = options;
  const logger: Logger = deps.logger.child({ component: 'import-worker' });
  const { storeBatch, finish, leaseEnd } = jobSteps(deps, options, logger);
  let stopping = false;

  /**
   * Reads the file from the start, passing rows up to the checkpoint, and stores a batch
   * every batchSize rows. False when it stopped before the end (the process stops).
   */
  async function readAndWrite(job: ImportRecord, input: Readable): Promise<boolean> {
    const context: ImportJobContext = {
      importId: job.id,
      teamId: job.team_id,
      requestedBy: job.created_by,
      source: job.source,
      dryRun: job.dry_run,
      invite: job.invite,
      userMap: userMapOf(job.user_map),
    };
    let bytesRead = 0;
    const progress = () =>
      job.size > 0 ? Math.min(99, Math.floor((bytesRead * 100) / job.size)) : 0;
    const rows = options.parsers[job.source](
      input,
      { timezone: job.timezone, currency: job.currency, mapping: job.mapping ?? undefined },
      (bytes) => (bytesRead = bytes),
    );
    let batch = new PendingBatch();
    let passed = 0;
    for await (const row of rows) {
      if (lineOf(row) <= job.checkpoint_line) {
        // Rows stored before: passed, the lease kept while they are read again.
        if (
          ++passed % options.batchSize === 0 &&
          !(await repository.imports.renew(job.id, owner, leaseEnd()))
        )
          throw new LeaseLost();
        continue;
      }
      batch.add(row);
      if (batch.rows >= options.batchSize || stopping) {
        await storeBatch(job, context, batch, progress());
        batch = new PendingBatch();
        if (stopping) return false;
      }
    }
    if (batch.rows > 0) await storeBatch(job, context, batch, progress());
    return true;
  }

  /** Runs a claimed job to its end, or until this process stops or loses the lease. */
  async function run(job: ImportRecord): Promise<void> {
    logger.info(
      { import_id: job.id, team_id: job.team_id, resumed_after_line: job.checkpoint_line },
      job.checkpoint_line > 0 ? 'import resumed' : 'import started',
    );
    let input: Readable | undefined;
    try {
      input = await options.storage.getStream(job.object_key);
      if (await readAndWrite(job, input)) await finish(job, { status: 'done' });
      else await repository.imports.release(job.id, owner);
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ import_id: job.id }, 'import lease lost; another worker carries on');
      } else if (error instanceof ImportFileError) {
        await finish(job, {
          status: 'failed',
          failure: error.message,
          errors: [{ line: error.line, reason: error.message, excerpt: '' }],
        });
      } else {
        // The store, the database or a service away: the lease runs out and a later pass
        // (here or elsewhere) resumes from the checkpoint.
        throw error;
      }
    } finally {
      input?.destroy();
      writer.finish(job.id);
    }
  }

  /** Takes one job and runs it; false when there was none to take. */
  async function runOnce(): Promise<boolean> {
    if (stopping) return false;
    const job = await repository.imports.claim(owner, deps.now(), options.leaseMs);
    if (!job) return false;
    await run(job);
    return true;
  }

  /** Starts looking for jobs; the answer stops (the current batch finishes, the lease is given up). */
  function start(): () => Promise<void> {
    const stopPasses = everyInterval(options.intervalMs, runOnce, logger, 'import pass');
    return async () => {
      stopping = true;
      await stopPasses();
    };
  }

  return { runOnce, start };
}
