// Cursors (batches, getMore, killCursors) and aggregation pipelines through
// the official driver. Batch sizes are observed with command monitoring, the
// way the driver itself sees the server's replies.
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import {
  recordCommands,
  rejectionOf,
  uniqueCollectionName,
  useTestDatabase,
  type CommandLog,
} from './support/mongo-target';

let client: MongoClient;
let db: Db;
let commands: CommandLog;
useTestDatabase(
  'cursor',
  (opened) => {
    ({ client, db } = opened);
    commands = recordCommands(client);
  },
  { client: { monitorCommands: true } },
);

async function collectionOf(count: number): Promise<Collection> {
  const coll = db.collection(uniqueCollectionName('cur'));
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: i as any,
    n: i,
    parity: i % 2 === 0 ? 'even' : 'odd',
  }));
  await coll.insertMany(docs);
  return coll;
}

describe('cursors', () => {
  it('returns all 250 documents in order through getMore when batchSize is 50', async () => {
    const coll = await collectionOf(250);
    commands.clear();

    const docs = await coll.find({}, { batchSize: 50 }).sort({ n: 1 }).toArray();

    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(commands.count('getMore')).toBeGreaterThanOrEqual(4);
  });

  it('never returns more documents in a batch than the requested batchSize', async () => {
    const coll = await collectionOf(250);
    commands.clear();

    await coll.find({}, { batchSize: 50 }).toArray();

    const [findReply] = commands.replies('find');
    const getMoreBatches = commands.replies('getMore').map((r) => r.cursor.nextBatch.length);
    expect(findReply.cursor.firstBatch).toHaveLength(50);
    expect(getMoreBatches.every((size) => size <= 50)).toBe(true);
    expect(getMoreBatches.reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('sends a first batch of 101 documents when no batchSize is given, then the rest in one getMore', async () => {
    const coll = await collectionOf(250);
    commands.clear();

    const docs = await coll.find({}).toArray();

    expect(docs).toHaveLength(250);
    const [findReply] = commands.replies('find');
    expect(findReply.cursor.firstBatch).toHaveLength(101);
    const getMoreReplies = commands.replies('getMore');
    expect(getMoreReplies).toHaveLength(1);
    expect(getMoreReplies[0].cursor.nextBatch).toHaveLength(149);
    expect(String(getMoreReplies[0].cursor.id)).toBe('0');
  });

  it('closes the server cursor (id 0) when the first batch holds every result', async () => {
    const coll = await collectionOf(5);
    commands.clear();

    const docs = await coll.find({}).toArray();

    expect(docs).toHaveLength(5);
    const [findReply] = commands.replies('find');
    expect(String(findReply.cursor.id)).toBe('0');
    expect(commands.count('getMore')).toBe(0);
  });

  it('a limit larger than one batch returns exactly limit documents across getMores', async () => {
    const coll = await collectionOf(250);

    const docs = await coll.find({}).sort({ n: 1 }).limit(120).batchSize(50).toArray();

    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 120 }, (_, i) => i));
  });

  it('iterates with for await across batches', async () => {
    const coll = await collectionOf(130);
    let sum = 0;
    let count = 0;

    for await (const doc of coll.find({}, { batchSize: 25 })) {
      sum += doc.n as number;
      count += 1;
    }

    expect(count).toBe(130);
    expect(sum).toBe((129 * 130) / 2);
  });

  it('closing a cursor before it is exhausted kills it on the server', async () => {
    const coll = await collectionOf(250);
    const cursor = coll.find({}, { batchSize: 10 });
    await cursor.next();
    const cursorId = cursor.id!;
    expect(String(cursorId)).not.toBe('0');
    commands.clear();

    await cursor.close();

    expect(commands.count('killCursors')).toBe(1);
    const [killReply] = commands.replies('killCursors');
    expect(killReply.cursorsKilled.map(String)).toEqual([String(cursorId)]);
  });

  it('a getMore on a killed cursor fails with CursorNotFound (43)', async () => {
    const coll = await collectionOf(250);
    const cursor = coll.find({}, { batchSize: 10 });
    await cursor.next();
    const cursorId = cursor.id!;
    await cursor.close();

    const err = await rejectionOf(
      db.command({ getMore: cursorId, collection: coll.collectionName }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(43);
    expect(err.codeName).toBe('CursorNotFound');
  });
});

describe('aggregate', () => {
  async function ordersAndCustomers(): Promise<{ orders: Collection; customers: Collection }> {
    const orders = db.collection(uniqueCollectionName('orders'));
    const customers = db.collection(uniqueCollectionName('customers'));
    await customers.insertMany([
      { _id: 'c1' as any, name: 'Ada', country: 'UK' },
      { _id: 'c2' as any, name: 'Grace', country: 'US' },
      { _id: 'c3' as any, name: 'Alan', country: 'UK' },
    ]);
    await orders.insertMany([
      { _id: 1 as any, customerId: 'c1', total: 10, status: 'paid', items: ['pen', 'ink'] },
      { _id: 2 as any, customerId: 'c1', total: 25, status: 'paid', items: ['paper'] },
      { _id: 3 as any, customerId: 'c2', total: 7, status: 'open', items: ['pen'] },
      { _id: 4 as any, customerId: 'c2', total: 40, status: 'paid', items: [] },
      { _id: 5 as any, customerId: 'c9', total: 3, status: 'paid', items: ['ink'] },
    ]);
    return { orders, customers };
  }

  it('$match then $group sums and counts per key, and $sort orders the groups', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([
        { $match: { status: 'paid' } },
        {
          $group: {
            _id: '$customerId',
            revenue: { $sum: '$total' },
            orders: { $sum: 1 },
            biggest: { $max: '$total' },
          },
        },
        { $sort: { revenue: -1 } },
      ])
      .toArray();

    expect(result).toEqual([
      { _id: 'c2', revenue: 40, orders: 1, biggest: 40 },
      { _id: 'c1', revenue: 35, orders: 2, biggest: 25 },
      { _id: 'c9', revenue: 3, orders: 1, biggest: 3 },
    ]);
  });

  it('$group with _id null aggregates the whole input', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([{ $group: { _id: null, total: { $sum: '$total' }, avg: { $avg: '$total' } } }])
      .toArray();

    expect(result).toEqual([{ _id: null, total: 85, avg: 17 }]);
  });

  it('$project includes, excludes and computes fields', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([
        { $match: { _id: { $in: [1, 3] } } },
        { $sort: { _id: 1 } },
        {
          $project: {
            _id: 0,
            customerId: 1,
            doubled: { $multiply: ['$total', 2] },
            itemCount: { $size: '$items' },
          },
        },
      ])
      .toArray();

    expect(result).toEqual([
      { customerId: 'c1', doubled: 20, itemCount: 2 },
      { customerId: 'c2', doubled: 14, itemCount: 1 },
    ]);
  });

  it('$count returns one document with the number of input documents', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([{ $match: { status: 'paid' } }, { $count: 'paidOrders' }])
      .toArray();

    expect(result).toEqual([{ paidOrders: 4 }]);
  });

  it('$count over no documents returns no document at all', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([{ $match: { status: 'refunded' } }, { $count: 'n' }])
      .toArray();

    expect(result).toEqual([]);
  });

  it('$unwind emits one document per array element and drops empty arrays', async () => {
    const { orders } = await ordersAndCustomers();

    const result = await orders
      .aggregate([
        { $unwind: '$items' },
        { $sort: { _id: 1, items: 1 } },
        { $project: { items: 1 } },
      ])
      .toArray();

    expect(result).toEqual([
      { _id: 1, items: 'ink' },
      { _id: 1, items: 'pen' },
      { _id: 2, items: 'paper' },
      { _id: 3, items: 'pen' },
      { _id: 5, items: 'ink' },
    ]);
  });

  it('$lookup joins documents from another collection of the same database', async () => {
    const { orders, customers } = await ordersAndCustomers();

    const result = await orders
      .aggregate([
        { $match: { _id: { $in: [1, 5] } } },
        { $sort: { _id: 1 } },
        {
          $lookup: {
            from: customers.collectionName,
            localField: 'customerId',
            foreignField: '_id',
            as: 'customer',
          },
        },
        { $project: { _id: 1, customer: 1 } },
      ])
      .toArray();

    expect(result).toEqual([
      { _id: 1, customer: [{ _id: 'c1', name: 'Ada', country: 'UK' }] },
      { _id: 5, customer: [] },
    ]);
  });

  it('$lookup then $unwind then $group reports revenue per customer country', async () => {
    const { orders, customers } = await ordersAndCustomers();

    const result = await orders
      .aggregate([
        {
          $lookup: {
            from: customers.collectionName,
            localField: 'customerId',
            foreignField: '_id',
            as: 'customer',
          },
        },
        { $unwind: '$customer' },
        { $group: { _id: '$customer.country', revenue: { $sum: '$total' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();

    expect(result).toEqual([
      { _id: 'UK', revenue: 35 },
      { _id: 'US', revenue: 47 },
    ]);
  });

  it('$skip and $limit page through sorted results', async () => {
    const coll = await collectionOf(30);

    const result = await coll
      .aggregate([
        { $sort: { n: -1 } },
        { $skip: 5 },
        { $limit: 3 },
        { $project: { _id: 0, n: 1 } },
      ])
      .toArray();

    expect(result).toEqual([{ n: 24 }, { n: 23 }, { n: 22 }]);
  });

  it('an aggregate cursor larger than one batch is read completely through getMore', async () => {
    const coll = await collectionOf(250);
    commands.clear();

    const result = await coll
      .aggregate([{ $match: { parity: 'even' } }, { $sort: { n: 1 } }], { batchSize: 20 })
      .toArray();

    expect(result.map((d) => d.n)).toEqual(Array.from({ length: 125 }, (_, i) => i * 2));
    expect(commands.count('getMore')).toBeGreaterThanOrEqual(6);
  });
});
