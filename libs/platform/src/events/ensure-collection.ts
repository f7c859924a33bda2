import type { Model } from 'mongoose';

/**
 * Creates a model's collection and indexes once, whatever the connection's autoIndex
 * setting: the outbox and dedupe collections rely on their TTL indexes, and a
 * collection is best created before the first transaction writes to it. A failure
 * (database not reachable yet) is retried on the next call instead of being cached.
 */
export function collectionSetup<T>(model: Model<T>): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () => {
    ready ??= (async () => {
      await model.createCollection();
      await model.createIndexes();
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}
