// Each service's own MongoDB database through mongoose, and the per-entity integer
// id sequences the interface uses (design rule 6).
import type { AsyncLocalStorage } from 'node:async_hooks';
import mongoose, { type ClientSession, type Connection } from 'mongoose';
import type { Logger } from './logging';

export { mongoose };
export type { ClientSession, Connection };

// Inside `connection.transaction(work)`, every mongoose operation joins the
// transaction's session on its own (AsyncLocalStorage): use cases never thread a
// session, and a store only passes `session: null` to stay outside on purpose.
mongoose.set('transactionAsyncLocalStorage', true);

/** The session of the transaction the caller runs in, if any. */
export function activeSession(): ClientSession | undefined {
  // Declared by mongoose at run time, not in its types.
  const storage = (
    mongoose as { transactionAsyncLocalStorage?: AsyncLocalStorage<{ session?: ClientSession }> }
  ).transactionAsyncLocalStorage;
  return storage?.getStore()?.session;
}

export async function connectMongo(url: string, logger: Logger): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: 10_000,
    // Indexes are declared on the schemas; build them at start-up, not lazily.
    autoIndex: true,
  });
  connection.on('disconnected', () => logger.warn('MongoDB disconnected'));
  connection.on('reconnected', () => logger.info('MongoDB reconnected'));
  await connection.asPromise();
  logger.info({ database: connection.name }, 'MongoDB connected');
  return connection;
}

/**
 * The connection's model of that name, compiled from the schema the first time: a
 * connection compiles a name once, and a store may be made again on the same connection.
 */
export function connectionModel<T>(
  connection: Connection,
  name: string,
  schema: mongoose.Schema<T>,
  collection?: string,
): mongoose.Model<T> {
  return (
    (connection.models[name] as mongoose.Model<T> | undefined) ??
    connection.model<T>(name, schema, collection)
  );
}

/** The schema options of a record's collection: no version key; created_at and updated_at kept by mongoose. */
export const recordSchemaOptions = (collection: string) =>
  ({
    collection,
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  }) as const;

/** What insertRecord needs of a model: create, given an array of documents. */
interface CreatesDocuments {
  create(documents: object[]): Promise<Array<{ toObject(): unknown }>>;
}

/**
 * Stores a new record under its integer id (the document's _id) and answers the stored
 * document (timestamps included) as `T`; `extra` adds what only the document holds.
 */
export async function insertRecord<T>(
  model: CreatesDocuments,
  record: { id: number },
  extra: Record<string, unknown> = {},
): Promise<T> {
  const { id, ...fields } = record;
  const [created] = await model.create([{ _id: id, ...fields, ...extra }]);
  return created.toObject() as T;
}

interface CounterDocument {
  _id: string;
  value: number;
}

const counterSchema = new mongoose.Schema<CounterDocument>(
  { _id: String, value: Number },
  { versionKey: false },
);

/**
 * Reserves `count` consecutive integer ids of an entity in one atomic step and answers
 * the first (1, 2, 3… across calls). Always outside any transaction: ids stay unique,
 * an aborted transaction only leaves a gap, and concurrent transactions never conflict
 * on the counter.
 */
export async function reserveSequence(
  connection: Connection,
  entity: string,
  count: number,
): Promise<number> {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`cannot reserve ${count} ids`);
  const Counter = connectionModel(connection, 'Counter', counterSchema, 'counters');
  const counter = await Counter.findOneAndUpdate(
    { _id: entity },
    { $inc: { value: count } },
    { upsert: true, returnDocument: 'after', session: null, lean: true },
  );
  return (counter as CounterDocument).value - count + 1;
}

/** The next integer id of an entity: 1, 2, 3… (atomic, outside any transaction). */
export const nextSequence = (connection: Connection, entity: string): Promise<number> =>
  reserveSequence(connection, entity, 1);
