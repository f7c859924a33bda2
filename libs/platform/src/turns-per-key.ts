// One write at a time per key within this process, for writes that also take a lock in
// the database (a document every such write changes: tracking's entry clock per user,
// clients' client document per project write). The database lock serializes them across
// replicas, conflicting transactions being retried; queuing them here first keeps those
// conflicts to one per replica, so a burst (20 timer starts, 16 project creates for one
// client) runs one after another instead of retrying each other, each retry costing the
// others, past TRANSACTION_RETRY_MS.

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
