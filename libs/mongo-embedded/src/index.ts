// libs/mongo-embedded: a small, strict MongoDB-compatible server for development
// and tests. See README.md for what is supported.
import { Journal } from './journal';
import { WireServer } from './server';
import { Storage } from './storage';

export interface MongoEmbeddedOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  host?: string;
  /** Data directory: when given, every acknowledged write is journaled and fsynced. */
  dbPath?: string;
  /** Replica set name advertised in hello (drivers need a replica set for transactions). */
  replicaSetName?: string;
  /** How often expired TTL documents are removed (MongoDB's monitor runs every 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Journal size that triggers compaction into a snapshot. */
  compactAfterBytes?: number;
  log?: (message: string) => void;
}

export interface MongoEmbedded {
  /** A connection string that works as is with the driver's replica-set discovery. */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export const DEFAULT_REPLICA_SET = 'mongo-embedded';

export async function startMongoEmbedded(
  options: MongoEmbeddedOptions = {},
): Promise<MongoEmbedded> {
  const host = options.host ?? '127.0.0.1';
  const setName = options.replicaSetName ?? DEFAULT_REPLICA_SET;
  const log = options.log ?? (() => undefined);
  const storage = new Storage();
  const journal = options.dbPath
    ? await Journal.open(options.dbPath, storage, {
        compactAfterBytes: options.compactAfterBytes,
        onError: (error) => log(`journal error: ${error.message}`),
      })
    : undefined;
  storage.journal = journal;
  const server = new WireServer(storage, {
    host,
    port: options.port ?? 0,
    setName,
    ttlMonitorIntervalMs: options.ttlMonitorIntervalMs ?? 60_000,
    log,
  });
  let port: number;
  try {
    port = await server.listen();
  } catch (error) {
    await journal?.close();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host}:${port}/?replicaSet=${encodeURIComponent(setName)}`,
    port,
    stop: () =>
      (stopping ??= (async () => {
        await server.close();
        await journal?.close();
      })()),
  };
}

export { Storage } from './storage';
export { spawnMongoEmbedded, type MongoEmbeddedProcess } from './child-process';
