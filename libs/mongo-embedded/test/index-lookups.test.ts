// Equality queries on indexed fields are answered through the index (index-lookup.ts):
// they must give exactly what a scan gives. Each check runs the same operation on two
// collections holding the same documents, one with indexes and one without, and compares
// (sorted by _id, so the comparison holds on a real MongoDB too). Then transactions: their
// own writes and their snapshot must be seen through an index as through a scan.
import { ObjectId, type Collection, type Db, type Document, type MongoClient } from 'mongodb';
import { candidates } from '../src/query-engine';
import { Storage } from '../src/storage';
import { normalizeIndexSpec } from '../src/indexes';
import { valueKey } from '../src/value-keys';
import {
  itEmbeddedOnly,
  uniqueCollectionName,
  useObservedTestDatabase,
} from './support/mongo-target';

let client: MongoClient;
let db: Db;
let observerDb: Db;
useObservedTestDatabase('lookups', (opened) => ({ client, db, observerDb } = opened));

/** Test documents have number or string ids. */
type Row = Document & { _id: number | string };

const refs = [new ObjectId(), new ObjectId(), new ObjectId()];
const days = [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-01T00:00:00Z')];

/** Deterministic documents with missing, null, array and mixed-type values. */
function documents(count: number): Row[] {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n; // the high bits: an LCG's low bits cycle quickly
  };
  return Array.from({ length: count }, (_, i) => {
    const document: Row = { _id: i, team: 1 + next(3), email: `u${i}@example.com` };
    const user = next(8);
    if (user === 0) document.user = null;
    else if (user === 1) document.user = [next(10), next(10)];
    else if (user === 2) document.user = [];
    else if (user === 3) document.user = String(next(10));
    else if (user !== 4) document.user = next(10); // 4: missing
    if (next(3) > 0) document.flag = next(2) === 1;
    document.ref = refs[next(refs.length)];
    document.at = days[next(days.length)];
    return document;
  });
}

async function twins(count = 300): Promise<{ indexed: Collection<Row>; plain: Collection<Row> }> {
  const indexed = db.collection<Row>(uniqueCollectionName('indexed'));
  const plain = db.collection<Row>(uniqueCollectionName('plain'));
  await indexed.createIndexes([
    { key: { team: 1, user: 1 } },
    { key: { user: 1 } },
    { key: { email: 1 }, unique: true },
    { key: { flag: 1 }, sparse: true },
    { key: { ref: 1, at: -1 } },
  ]);
  const docs = documents(count);
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  await plain.insertMany(docs.map((d) => ({ ...d })));
  return { indexed, plain };
}

const FILTERS: Document[] = [
  { team: 2 },
  { team: 2.0, user: 3 },
  { team: 1, user: null },
  { user: null },
  { user: 3 },
  { user: '3' },
  { user: { $eq: 5 } },
  { user: { $in: [1, 2, null] } },
  { user: { $in: [] } },
  { user: { $gt: 3 } },
  { team: 3, user: { $in: [4, 6] } },
  { team: 1, user: { $exists: false } },
  { flag: null },
  { flag: true },
  { flag: { $in: [false, null] } },
  { ref: refs[1] },
  { ref: refs[2], at: days[0] },
  { at: days[1] },
  { email: 'u17@example.com' },
  { email: 'nobody@example.com' },
  { _id: { $in: [3, 5, 999] } },
  { _id: 4, team: 2 },
  { team: 2, $or: [{ user: 1 }, { flag: true }] },
];

async function sameResults(indexed: Collection<Row>, plain: Collection<Row>, filter: Document) {
  const [a, b] = await Promise.all([
    indexed.find(filter).sort({ _id: 1 }).toArray(),
    plain.find(filter).sort({ _id: 1 }).toArray(),
  ]);
  return { indexed: a, plain: b };
}

describe('equality queries through an index', () => {
  it('find gives what a scan gives, for every kind of equality and value', async () => {
    const { indexed, plain } = await twins();
    let nonEmpty = 0;
    for (const filter of FILTERS) {
      const { indexed: a, plain: b } = await sameResults(indexed, plain, filter);
      expect({ filter, ids: a.map((d) => d._id) }).toEqual({ filter, ids: b.map((d) => d._id) });
      expect(a).toEqual(b);
      if (a.length > 0) nonEmpty++;
    }
    // The filters must actually select something, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(FILTERS.length - 5);
  });

  it('counts, aggregations with a leading $match, updates and deletes agree with a scan', async () => {
    const { indexed, plain } = await twins();
    for (const filter of FILTERS) {
      expect(await indexed.countDocuments(filter)).toBe(await plain.countDocuments(filter));
      const pipeline = [
        { $match: filter },
        { $group: { _id: '$team', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ];
      expect(await indexed.aggregate(pipeline).toArray()).toEqual(
        await plain.aggregate(pipeline).toArray(),
      );
    }
    // Writes move documents between index keys; later lookups must follow.
    for (const collection of [indexed, plain]) {
      await collection.updateMany({ user: 3 }, { $set: { user: 30 } });
      await collection.updateMany({ team: 2, flag: true }, { $unset: { flag: '' } });
      await collection.updateOne({ email: 'u17@example.com' }, { $set: { email: 'moved@x.io' } });
      await collection.deleteMany({ user: null, team: 1 });
      await collection.insertOne({ _id: 1000, team: 2, user: 3, flag: true, email: 'new@x.io' });
    }
    for (const filter of [
      ...FILTERS,
      { user: 30 },
      { email: 'moved@x.io' },
      { team: 2, flag: true },
    ]) {
      const { indexed: a, plain: b } = await sameResults(indexed, plain, filter);
      expect({ filter, ids: a.map((d) => d._id) }).toEqual({ filter, ids: b.map((d) => d._id) });
    }
    expect((await indexed.find({ user: 3 }).toArray()).map((d) => d._id)).toEqual([1000]);
  });

  it('an index created over existing documents finds them, and a dropped one is no longer used', async () => {
    const docs = documents(100);
    const collection = db.collection<Row>(uniqueCollectionName('late'));
    await collection.insertMany(docs);
    await collection.createIndex({ user: 1 });
    const expected = docs.filter(
      (d) => d.user === 5 || (Array.isArray(d.user) && d.user.includes(5)),
    );
    expect(expected.length).toBeGreaterThan(0);
    const viaIndex = await collection.find({ user: 5 }).sort({ _id: 1 }).toArray();
    expect(viaIndex.map((d) => d._id)).toEqual(expected.map((d) => d._id));
    await collection.dropIndex('user_1');
    await collection.updateMany({ user: 5 }, { $set: { user: 6 } });
    expect(await collection.countDocuments({ user: 5 })).toBe(0);
  });

  itEmbeddedOnly('answers without a sort in insertion order, as a scan does', async () => {
    const collection = db.collection<Row>(uniqueCollectionName('order'));
    await collection.createIndex({ team: 1 });
    await collection.insertMany([
      { _id: 'c', team: 1 },
      { _id: 'a', team: 2 },
      { _id: 'b', team: 1 },
      { _id: 'd', team: 1 },
    ]);
    await collection.deleteOne({ _id: 'c' });
    await collection.insertOne({ _id: 'c', team: 1 });
    await collection.updateOne({ _id: 'b' }, { $set: { note: 'updated in place' } });
    const ids = (await collection.find({ team: 1 }).toArray()).map((d) => d._id);
    expect(ids).toEqual(['b', 'd', 'c']);
  });
});

describe('transactions read through an index', () => {
  it('see their own inserts, updates and deletes, and others do not', async () => {
    const { indexed } = await twins(60);
    const before7 = (await indexed.find({ user: 7 }).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(before7.length).toBeGreaterThan(1);
    const session = client.startSession();
    try {
      session.startTransaction();
      await indexed.insertOne({ _id: 500, team: 1, user: 42, email: 'txn@x.io' }, { session });
      await indexed.updateOne({ _id: before7[0] }, { $set: { user: 43 } }, { session });
      await indexed.deleteOne({ _id: before7[1] }, { session });
      const mine = (filter: Document) =>
        indexed
          .find(filter, { session })
          .sort({ _id: 1 })
          .toArray()
          .then((docs) => docs.map((d) => d._id));
      expect(await mine({ user: 42 })).toEqual([500]);
      expect(await mine({ email: 'txn@x.io' })).toEqual([500]);
      expect(await mine({ user: 43 })).toEqual([before7[0]]);
      expect(await mine({ user: 7 })).toEqual(before7.slice(2));
      const theirs = observerDb.collection<Row>(indexed.collectionName);
      expect(await theirs.countDocuments({ user: 42 })).toBe(0);
      expect(await theirs.countDocuments({ user: 7 })).toBe(before7.length);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
    expect(
      (
        await indexed
          .find({ user: { $in: [7, 43] } })
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual([before7[0], ...before7.slice(2)]);
  });

  it('keep their snapshot: a value others change after the start is still found under the old key', async () => {
    const collection = db.collection<Row>(uniqueCollectionName('snap'));
    await collection.createIndex({ state: 1 });
    await collection.insertMany([
      { _id: 1, state: 'open' },
      { _id: 2, state: 'open' },
    ]);
    const session = client.startSession();
    try {
      session.startTransaction();
      expect(await collection.countDocuments({ state: 'open' }, { session })).toBe(2);
      const theirs = observerDb.collection<Row>(collection.collectionName);
      await theirs.updateOne({ _id: 1 }, { $set: { state: 'closed' } });
      await theirs.insertOne({ _id: 3, state: 'open' });
      await theirs.deleteOne({ _id: 2 });
      const ids = async (filter: Document) =>
        (await collection.find(filter, { session }).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids({ state: 'open' })).toEqual([1, 2]);
      expect(await ids({ state: 'closed' })).toEqual([]);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
    expect(
      (await collection.find({ state: 'open' }).sort({ _id: 1 }).toArray()).map((d) => d._id),
    ).toEqual([3]);
  });
});

describe('the candidates an index gives (the server side, without a driver)', () => {
  function storageWith(docs: Row[], keys: Document[]) {
    const storage = new Storage();
    const { collection } = storage.createCollection('db', 'c', {});
    for (const key of keys) storage.createIndex(collection, normalizeIndexSpec({ key }));
    void storage.write(
      collection,
      docs.map((document) => ({ key: valueKey(document._id), after: document, insert: true })),
    );
    return { storage, collection };
  }

  it('narrows to the documents under the key, the most selective index first', () => {
    const docs = documents(400);
    const { storage, collection } = storageWith(docs, [{ team: 1, user: 1 }, { user: 1 }]);
    const holds = (d: Row, value: number) =>
      d.user === value || (Array.isArray(d.user) && d.user.includes(value));
    const team2 = docs.filter((d) => d.team === 2);
    const user4 = docs.filter((d) => holds(d, 4));
    expect(user4.length).toBeGreaterThan(0);
    expect(user4.length).toBeLessThan(team2.length);
    const ids = (filter: Document) => candidates(storage, collection, filter).map((d) => d._id);
    expect(ids({ team: 2, user: 4 })).toEqual(user4.map((d) => d._id));
    expect(ids({ team: 2 })).toEqual(team2.map((d) => d._id));
    expect(ids({ user: { $in: [4, 5] } })).toEqual(
      docs.filter((d) => holds(d, 4) || holds(d, 5)).map((d) => d._id),
    );
  });

  it('answers a unique index pinned on every field with its one document', () => {
    const docs = documents(100);
    const { storage, collection } = storageWith(docs, [{ team: 1 }]);
    storage.createIndex(
      collection,
      normalizeIndexSpec({ key: { email: 1, team: 1 }, unique: true }),
    );
    const team = docs[17]!.team as number;
    const ids = (filter: Document) => candidates(storage, collection, filter).map((d) => d._id);
    expect(ids({ email: 'u17@example.com', team })).toEqual([17]);
    expect(ids({ email: 'nobody@example.com', team })).toEqual([]);
  });

  it('falls back to every document when no index pins the filter', () => {
    const docs = documents(50);
    const { storage, collection } = storageWith(docs, [{ team: 1, user: 1 }]);
    expect(candidates(storage, collection, { user: 4 })).toHaveLength(50);
    expect(candidates(storage, collection, { team: { $gt: 1 } })).toHaveLength(50);
  });
});
