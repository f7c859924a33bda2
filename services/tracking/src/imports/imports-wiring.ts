// The imports in the tracking process: the file store, the use cases, and the worker
// started with the process and stopped before its connections close, over the parsers
// (parsers/index.ts) and the writer (import-writer.ts), or a test's doubles of them.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@workmesh/platform';
import type { TrackingConfig } from '../config';
import type { TrackingDependencies } from '../dependencies';
import { importJobsUseCases } from './import-jobs';
import type { ImportParsers, ImportWriter } from './import-rows';
import { importStorage } from './import-storage';
import { importWorker } from './import-worker';

/** What a test may put in place of the real parsers and writer. */
export interface ImportParts {
  parsers: ImportParsers;
  writer: ImportWriter;
}

/** This process's name as an import lease owner: host, pid and a random part (a pid is reused). */
export const importInstanceId = () =>
  `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export async function wireImports(
  deps: TrackingDependencies,
  config: TrackingConfig,
  logger: Logger,
  parts: ImportParts,
) {
  const storage = importStorage(config, logger);
  await storage.prepare();
  const { parsers, writer } = parts;
  const worker = importWorker(deps, {
    storage,
    parsers,
    writer,
    instanceId: importInstanceId(),
    batchSize: config.IMPORT_BATCH_SIZE,
    leaseMs: config.IMPORT_LEASE_MS,
    intervalMs: config.IMPORT_POLL_INTERVAL_MS,
  });
  return { useCases: importJobsUseCases(deps, storage), startWorker: () => worker.start() };
}
