// Where the conformance suite runs: against real MongoDB when MONGO_URL is set
// (a replica-set URL, so sessions and transactions work), otherwise against a
// mongo-embedded server started on a random port for the test file.
//
// Every test file works in a database of its own (see uniqueDbName) and drops
// it when done, so several runs can share one real server without colliding.
import { randomBytes } from 'node:crypto';
import {
  MongoClient,
  type Db,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type Document,
  type MongoClientOptions,
} from 'mongodb';
import { startMongoEmbedded } from '../../src';

export interface MongoTarget {
  /** Connection string usable as-is by the official driver and mongoose. */
  uri: string;
  /** True when the suite runs against the real MongoDB named by MONGO_URL. */
  external: boolean;
  stop(): Promise<void>;
}

export interface TargetOptions {
  /** Only meaningful for mongo-embedded (real MongoDB's TTL monitor runs every 60 s). */
  ttlMonitorIntervalMs?: number;
}

/** True when MONGO_URL points the suite at a real MongoDB replica set. */
export const usingRealMongo = Boolean(process.env.MONGO_URL);

/** `it` for tests that only make sense against mongo-embedded (skipped with MONGO_URL). */
export const itEmbeddedOnly: jest.It = usingRealMongo ? it.skip : it;

/** `describe` for groups that only make sense against mongo-embedded. */
export const describeEmbeddedOnly: jest.Describe = usingRealMongo ? describe.skip : describe;

export async function startTarget(options: TargetOptions = {}): Promise<MongoTarget> {
  const url = process.env.MONGO_URL;
  if (url) {
    return { uri: url, external: true, stop: async () => undefined };
  }
  const server = await startMongoEmbedded({
    port: 0,
    ...(options.ttlMonitorIntervalMs !== undefined
      ? { ttlMonitorIntervalMs: options.ttlMonitorIntervalMs }
      : {}),
  });
  return { uri: server.uri, external: false, stop: () => server.stop() };
}

/** A database name no other run or file uses: `conf_<tag>_<random>`. */
export function uniqueDbName(tag: string): string {
  return `conf_${tag}_${randomBytes(5).toString('hex')}`;
}

let collectionCounter = 0;

/** A collection name unique within the test file, so tests stay independent. */
export function uniqueCollectionName(prefix = 'c'): string {
  collectionCounter += 1;
  return `${prefix}_${collectionCounter}`;
}

export async function connect(uri: string, options: MongoClientOptions = {}): Promise<MongoClient> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ...options });
  await client.connect();
  return client;
}

/**
 * The rejection of `operation`, for asserting on an error's shape.
 * Fails the test if the operation resolves.
 */
export async function rejectionOf(operation: Promise<unknown>): Promise<any> {
  try {
    await operation;
  } catch (error) {
    return error;
  }
  throw new Error('expected the operation to be rejected, but it resolved');
}

export interface OpenedDatabase {
  uri: string;
  client: MongoClient;
  db: Db;
}

/**
 * Registers the file's beforeAll/afterAll: a target, a connected client and a database of
 * the file's own (dropped afterwards). `onOpen` receives them once they are ready.
 */
export function useTestDatabase(
  tag: string,
  onOpen: (opened: OpenedDatabase) => unknown,
  options: {
    target?: TargetOptions;
    client?: MongoClientOptions;
    beforeClose?: () => Promise<void>;
  } = {},
): void {
  let target: MongoTarget | undefined;
  let client: MongoClient | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    target = await startTarget(options.target);
    client = await connect(target.uri, options.client);
    db = client.db(uniqueDbName(tag));
    await onOpen({ uri: target.uri, client, db });
  });
  afterAll(async () => {
    if (db) await options.beforeClose?.();
    await db?.dropDatabase();
    await client?.close();
    await target?.stop();
  });
}

export interface CommandLog {
  started: CommandStartedEvent[];
  succeeded: CommandSucceededEvent[];
  /** Replies of the succeeded commands with this name, oldest first. */
  replies(commandName: string): Document[];
  /** Number of started commands with this name. */
  count(commandName: string): number;
  clear(): void;
}

/** Records the commands a client created with `monitorCommands: true` sends. */
export function recordCommands(client: MongoClient): CommandLog {
  const started: CommandStartedEvent[] = [];
  const succeeded: CommandSucceededEvent[] = [];
  client.on('commandStarted', (event) => started.push(event));
  client.on('commandSucceeded', (event) => succeeded.push(event));
  return {
    started,
    succeeded,
    replies: (name) =>
      succeeded.filter((e) => e.commandName === name).map((e) => e.reply as Document),
    count: (name) => started.filter((e) => e.commandName === name).length,
    clear: () => {
      started.length = 0;
      succeeded.length = 0;
    },
  };
}

/**
 * useTestDatabase plus a second client on the same database (its own connection and
 * sessions): what others see while a transaction is open.
 */
export function useObservedTestDatabase(
  tag: string,
  onOpen: (opened: OpenedDatabase & { observerDb: Db }) => unknown,
): void {
  let observer: MongoClient | undefined;
  useTestDatabase(
    tag,
    async (opened) => {
      observer = await connect(opened.uri);
      await onOpen({ ...opened, observerDb: observer.db(opened.db.databaseName) });
    },
    { beforeClose: async () => observer?.close() },
  );
}
