// A service's database as its use cases see it: its stores (one per collection), the
// transaction that lets a use case write to several of them together with its outbox
// events, and the integer id sequences of its entities.
import type { ClientSession, Connection } from 'mongoose';
import { DATABASE_UNAVAILABLE_MESSAGE, deadlineExceeded, unavailable } from './errors';
import { Reason } from './error-reasons';
import { deadlinePassed } from './logging';
import { commitActiveClaim, markActiveClaimCommitted } from './idempotency';
import { nextSequence, reserveSequence } from './mongo';
import { asUniqueIndexViolation } from './unique-index';

/** A collection whose indexes are declared on its schema (a mongoose model). */
export interface PreparedCollection {
  createCollection(): Promise<unknown>;
  createIndexes(): Promise<unknown>;
}

/**
 * Creates the collections and their indexes before the first request: a unique index
 * must exist before two writes race, and collections are best created outside the
 * transactions that write to them.
 */
export async function prepareCollections(collections: PreparedCollection[]): Promise<void> {
  for (const collection of collections) {
    await collection.createCollection();
    await collection.createIndexes();
  }
}

export interface MongoRepository<SequencedEntity extends string> {
  /** Collections and indexes exist before the first transaction writes to them. */
  ensureCollections(): Promise<void>;
  /**
   * Runs work in one transaction (retried by the driver on transient conflicts and
   * connection failures, so work must not have effects outside the session). A unique
   * index violation surfaces as UniqueIndexViolation; a database still out of reach after
   * TRANSACTION_RETRY_MS as UNAVAILABLE (a transient driver error, or a DomainError).
   */
  transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T>;
  /** Taken outside transactions: ids stay unique, an aborted attempt only leaves a gap. */
  nextId(entity: SequencedEntity): Promise<number>;
  /** `count` consecutive ids in one step (taken outside transactions, like nextId). */
  reserveIds(entity: SequencedEntity, count: number): Promise<IdBlock>;
}

/** Ids first, first + 1, …, first + count - 1. */
export interface IdBlock {
  first: number;
  count: number;
}

/** How long a transaction is tried again after transient failures (a reset connection, a failover). */
export const TRANSACTION_RETRY_MS = 3000;

/** The stores, with the transaction, collection set-up and id sequences over them. */
export function mongoRepository<
  Stores extends Record<string, { model: PreparedCollection }>,
  SequencedEntity extends string,
>(connection: Connection, stores: Stores): Stores & MongoRepository<SequencedEntity> {
  return {
    ...stores,
    ensureCollections: () => prepareCollections(Object.values(stores).map((store) => store.model)),
    async transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
      const started = Date.now();
      let attempts = 0;
      try {
        // An Idempotency-Key claimed by the call commits with its first write.
        const result = await connection.transaction(async (session) => {
          // The driver retries a transient failure for up to 120 s, long past any caller's
          // deadline; a non-driver error ends its retries (the attempt is aborted).
          if (attempts++ > 0 && Date.now() - started > TRANSACTION_RETRY_MS) {
            throw unavailable(Reason.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
          }
          const answer = await work(session);
          // A caller that gave up has answered its client already (a timeout): writing
          // now would leave what the client was told did not happen.
          if (deadlinePassed()) throw deadlineExceeded();
          await commitActiveClaim(connection);
          return answer;
        });
        markActiveClaimCommitted();
        return result;
      } catch (error) {
        throw asUniqueIndexViolation(error) ?? error;
      }
    },
    nextId: (entity) => nextSequence(connection, entity),
    reserveIds: async (entity, count) => ({
      first: await reserveSequence(connection, entity, count),
      count,
    }),
  };
}
