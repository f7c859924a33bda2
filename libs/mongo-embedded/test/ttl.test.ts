// TTL indexes remove expired documents. Real MongoDB's TTL monitor runs only
// every 60 s, so this file runs against mongo-embedded with a short monitor
// interval and is skipped when MONGO_URL points at a real server.
import { type Collection, type Db } from 'mongodb';
import {
  describeEmbeddedOnly,
  uniqueCollectionName,
  useTestDatabase,
} from './support/mongo-target';

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describeEmbeddedOnly('TTL index (embedded, short monitor interval)', () => {
  let db: Db;
  useTestDatabase('ttl', (opened) => ({ db } = opened), { target: { ttlMonitorIntervalMs: 100 } });

  async function sessions(): Promise<Collection> {
    const coll = db.collection(uniqueCollectionName('sessions'));
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 60 });
    const now = Date.now();
    await coll.insertMany([
      { _id: 'expired' as any, createdAt: new Date(now - 3600_000) },
      { _id: 'fresh' as any, createdAt: new Date(now) },
      { _id: 'no-date' as any },
      { _id: 'not-a-date' as any, createdAt: 'yesterday' },
      {
        _id: 'expired-array' as any,
        createdAt: [new Date(now - 3600_000), new Date(now + 3600_000)],
      },
    ]);
    return coll;
  }

  function isGone(coll: Collection, id: string): () => Promise<boolean> {
    return async () => (await coll.countDocuments({ _id: id as any })) === 0;
  }

  it('removes a document whose date is older than expireAfterSeconds', async () => {
    const coll = await sessions();

    const gone = await waitFor(isGone(coll, 'expired'), 5000);

    expect(gone).toBe(true);
  });

  it('removes a document holding an array of dates once its earliest date has expired', async () => {
    const coll = await sessions();

    const gone = await waitFor(isGone(coll, 'expired-array'), 5000);

    expect(gone).toBe(true);
  });

  it('keeps fresh documents and documents without a date in the indexed field', async () => {
    const coll = await sessions();
    await waitFor(
      async () => (await isGone(coll, 'expired')()) && (await isGone(coll, 'expired-array')()),
      5000,
    );

    const remaining = (await coll.find({}).toArray()).map((d) => d._id).sort();

    expect(remaining).toEqual(['fresh', 'no-date', 'not-a-date']);
  });
});
