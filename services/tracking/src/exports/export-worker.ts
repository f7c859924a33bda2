// The export worker (docs/exports.md): every EXPORT_INTERVAL_MS it removes the zips past
// retention, then claims queued exports one at a time and builds each. Durable and once
// with replicas: the job is claimed by a conditional update with a lease (models/
// exports.ts), renewed while the zip is written; a worker that dies leaves its lease to
// run out, and another starts that zip over. The end (done or failed) and its event
// export.finished are written in one transaction, by the lease's holder only.
import { randomUUID } from 'node:crypto';
import {
  everyInterval,
  ExportFinished,
  type ExportScope,
  type Logger,
  type Outbox,
} from '@workmesh/platform';
import type { ExportJobRecord, ExportPartRecord, TrackingRepository } from '../models';
import type { ExportStorage } from './export-storage';
import { ExportSourceError, writeExportZip, type ExportSource } from './export-zip';

export interface ExportWorkerDependencies {
  repository: TrackingRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  storage: ExportStorage;
  sources: readonly ExportSource[];
  now(): Date;
  leaseMs: number;
  pageSize: number;
  retentionDays: number;
}

/** Zips removed a pass, at most (the next pass goes on). */
const REMOVALS_A_PASS = 100;
const DAY_MS = 24 * 3600 * 1000;

class LeaseLost extends Error {
  constructor() {
    super('the export was taken over by another worker');
  }
}

/** What a person reads when their export failed. */
function failureText(error: unknown): string {
  if (error instanceof ExportSourceError) return error.message;
  const reason = (error as { reason?: unknown })?.reason;
  if (reason === 'STORAGE_UNAVAILABLE') {
    return 'The file storage is unavailable; please ask for the export again later.';
  }
  return 'The export could not be written; please ask for it again later.';
}

export function exportWorker(deps: ExportWorkerDependencies) {
  const { repository, outbox, logger, storage } = deps;
  const owner = randomUUID();

  async function finish(
    job: ExportJobRecord,
    outcome: { parts: ExportPartRecord[]; size: number; object_key: string | null },
    failure: string | null,
  ): Promise<void> {
    const finishedAt = deps.now();
    const status = failure === null ? 'done' : 'failed';
    const finished = await repository.transaction(async () => {
      const ended = await repository.exports.finish(job.id, owner, {
        status,
        ...outcome,
        failure,
        finished_at: finishedAt,
      });
      if (!ended) return null;
      await outbox.record(
        ExportFinished.make({
          export_id: job.id,
          team_id: job.team_id,
          user_id: job.user_id,
          status,
          size: outcome.size,
          requested_by: job.created_by,
          finished_at: finishedAt.toISOString(),
        }),
      );
      return ended;
    });
    if (finished) outbox.kick();
  }

  /** Builds one claimed job's zip; its end is recorded unless the lease was lost. */
  async function build(job: ExportJobRecord): Promise<void> {
    const key = storage.keyOf(job.id);
    const scope: ExportScope = { team_id: job.team_id, user_id: job.user_id };
    let lost = false;
    // Renewed on a timer too: one slow page (a service's deadline) must not lose the lease.
    const renew = async () => {
      const until = new Date(deps.now().getTime() + deps.leaseMs);
      if (!(await repository.exports.renew(job.id, owner, until))) lost = true;
    };
    const timer = setInterval(() => void renew().catch(() => undefined), deps.leaseMs / 3);
    timer.unref();
    try {
      const parts = await writeExportZip({
        sources: deps.sources,
        scope,
        pageSize: deps.pageSize,
        createdAt: job.created_at,
        upload: (zip) => storage.put(key, zip),
        beforePage: async () => {
          if (lost) throw new LeaseLost();
        },
      });
      if (lost) throw new LeaseLost();
      await finish(job, { parts, size: await storage.size(key), object_key: key }, null);
      logger.info({ export_id: job.id, team_id: job.team_id, parts }, 'export done');
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ export_id: job.id }, 'export lease lost; the new holder writes it');
        return;
      }
      logger.error({ err: error, export_id: job.id }, 'export failed');
      await finish(job, { parts: [], size: 0, object_key: null }, failureText(error));
    } finally {
      clearInterval(timer);
    }
  }

  /** Zips past retention are removed; the job stays, without a link. */
  async function removeExpired(): Promise<void> {
    const before = new Date(deps.now().getTime() - deps.retentionDays * DAY_MS);
    for (const job of await repository.exports.expired(before, REMOVALS_A_PASS)) {
      if (job.object_key) await storage.remove(job.object_key);
      await repository.exports.forgetObject(job.id);
      logger.info({ export_id: job.id }, 'export removed after retention');
    }
  }

  /** One pass: retention, then every queued export (one at a time). */
  async function pass(): Promise<void> {
    await removeExpired();
    for (;;) {
      const job = await repository.exports.claim(owner, deps.now(), deps.leaseMs);
      if (!job) return;
      logger.info({ export_id: job.id, attempt: job.attempts }, 'export claimed');
      await build(job);
    }
  }

  return {
    pass,
    start: (intervalMs: number) => everyInterval(intervalMs, pass, logger, 'export pass'),
  };
}
