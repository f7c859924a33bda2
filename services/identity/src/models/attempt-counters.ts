// Counters of attempts (failed logins, reset requests, registrations) per key, kept in
// identity's own database so every replica counts the same attempts: a limit held in
// one process's memory is multiplied by the number of replicas. rate-limiter-flexible's
// Mongo store keeps one document per key with its points and expiry.
import { createHash } from 'node:crypto';
import type { Connection } from '@workmesh/platform';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';

export const ATTEMPT_COUNTERS_COLLECTION = 'attempt_counters';

export interface AttemptLimit {
  /** Names the counter; keys of different counters never meet. */
  name: string;
  /** Attempts allowed within the window. */
  points: number;
  windowSeconds: number;
}

export interface AttemptCounter {
  /** Seconds until an attempt is allowed again, or 0 when one is allowed now. */
  blockedForSeconds(key: string): Promise<number>;
  /** Counts one attempt; answers seconds to wait when it went over the limit, else 0. */
  count(key: string): Promise<number>;
  /** Forgets the key's attempts (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// Keys are emails and addresses: stored as hashes, so a counter names nobody (an erased
// person's address typed at the login form is counted without being kept).
export const hashedCounterKey = (key: string): string =>
  createHash('sha256').update(key).digest('base64url');
const hashed = hashedCounterKey;

export function attemptCounter(connection: Connection, limit: AttemptLimit): AttemptCounter {
  let limiter: RateLimiterMongo | undefined;
  // The native database exists once the connection is open; stores are built before that.
  const store = () =>
    (limiter ??= new RateLimiterMongo({
      storeClient: connection.db,
      tableName: ATTEMPT_COUNTERS_COLLECTION,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.windowSeconds,
      // The indexes are made with the other collections' (ensureAttemptCounters).
      disableIndexesCreation: true,
    }));
  return {
    async blockedForSeconds(key) {
      const state = await store().get(hashed(key));
      return state && state.consumedPoints >= limit.points ? seconds(state.msBeforeNext) : 0;
    },
    async count(key) {
      try {
        await store().consume(hashed(key));
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return seconds(refusal.msBeforeNext);
        throw refusal;
      }
    },
    async reset(key) {
      await store().delete(hashed(key));
    },
  };
}

/** The expiry (TTL) index that drops old counters, and the unique key each counter upserts on. */
export async function ensureAttemptCounters(connection: Connection): Promise<void> {
  const collection = connection.db!.collection(ATTEMPT_COUNTERS_COLLECTION);
  await collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 });
  await collection.createIndex({ key: 1 }, { unique: true });
}
