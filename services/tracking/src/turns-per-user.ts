// One write at a time per user and team within this process. A user's writes also bump
// their entry clock in the database (models/time-entries.ts), which serializes them
// across replicas: conflicting transactions are retried by the driver. Queuing them here
// first keeps those conflicts to one per replica, so a burst (20 timer starts at once)
// runs one after another instead of retrying each other past TRANSACTION_RETRY_MS.

/** Runs work for a key after every earlier work of that key has settled. */
export function turnsPerKey() {
  const tails = new Map<string, Promise<unknown>>();

  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const mine = previous.then(work, work);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      // The last in line clears the key, so the map holds only users with work queued.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
