// Commands and limits as MongoDB 7.0 answers them: the 16 MiB document limit on every
// write path, the command size and write batch limits hello advertises, BSON number
// types read back as they were stored, database-level aggregates over $documents,
// collMod of a TTL index, and setParameter.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BSON,
  Double,
  Int32,
  Long,
  MongoServerError,
  Timestamp,
  type Collection,
  type Db,
  type Document,
  type MongoClient,
} from 'mongodb';
import { startMongoEmbedded } from '../src';
import {
  connect,
  itEmbeddedOnly,
  rejectionOf,
  uniqueCollectionName,
  useTestDatabase,
} from './support/mongo-target';

let client: MongoClient;
let db: Db;
let uri: string;
useTestDatabase('cmds', (opened) => ({ client, db, uri } = opened), {
  target: { ttlMonitorIntervalMs: 100 },
});

const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
// Largest command body (the document limit plus 16 KiB of command envelope).
const MAX_INTERNAL_SIZE = MAX_BSON_OBJECT_SIZE + 16 * 1024;

/** `{_id, ...extra, x: 'aaa…'}` of exactly `size` bytes of BSON. */
function documentOfSize(id: string, size: number, extra: Document = {}): Document {
  const base = { _id: id, ...extra, x: '' };
  return { ...base, x: 'a'.repeat(size - BSON.calculateObjectSize(base)) };
}

/** A reply without the cluster-time fields a replica set adds to every reply. */
function body(reply: Document): Document {
  const { $clusterTime: _time, operationTime: _operation, ...rest } = reply;
  return rest;
}

/** Bytes a string field named `y` adds to a document: type, name, length, content, NUL. */
const stringFieldBytes = (content: number) => 1 + 2 + 4 + content + 1;

/** Runs `work` with a client of a server started on `dbPath`, then stops both, whatever happens. */
async function withServerOn<T>(
  dbPath: string,
  options: { compactAfterBytes?: number },
  work: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const server = await startMongoEmbedded({ dbPath, ...options });
  try {
    const serverClient = await connect(server.uri);
    try {
      return await work(serverClient);
    } finally {
      await serverClient.close();
    }
  } finally {
    await server.stop();
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('the 16 MiB document limit', () => {
  let coll: Collection;
  beforeEach(() => {
    coll = db.collection(uniqueCollectionName('big'));
  });
  // Frees the large documents at once (the file's database lives until the end).
  afterEach(() => coll.drop().catch(() => undefined));

  it('MongoDB answers an insert of a document of exactly 16 MiB with n: 1, and returns it whole', async () => {
    const document = documentOfSize('exact', MAX_BSON_OBJECT_SIZE);
    expect(BSON.calculateObjectSize(document)).toBe(MAX_BSON_OBJECT_SIZE);

    const reply = await db.command({ insert: coll.collectionName, documents: [document] });

    expect(reply).toMatchObject({ n: 1, ok: 1 });
    expect(reply.writeErrors).toBeUndefined();
    const stored = await coll.findOne({ _id: 'exact' as any });
    expect(BSON.calculateObjectSize(stored!)).toBe(MAX_BSON_OBJECT_SIZE);
  });

  it('MongoDB answers an insert one byte over 16 MiB with the write error BadValue (2) "object to insert too large", storing nothing', async () => {
    const document = documentOfSize('over', MAX_BSON_OBJECT_SIZE + 1);

    const reply = await db.command({ insert: coll.collectionName, documents: [document] });

    expect(reply.n).toBe(0);
    expect(reply.writeErrors).toHaveLength(1);
    expect(reply.writeErrors[0]).toMatchObject({ index: 0, code: 2 });
    expect(reply.writeErrors[0].errmsg).toBe(
      `object to insert too large. size in bytes: ${MAX_BSON_OBJECT_SIZE + 1}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
    expect(await coll.countDocuments()).toBe(0);
  });

  it('MongoDB answers insertOne of a document over 16 MiB with a MongoServerError of code 2', async () => {
    const err = await rejectionOf(
      coll.insertOne(documentOfSize('over', MAX_BSON_OBJECT_SIZE + 1000)),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(2);
    expect(err.message).toContain('object to insert too large');
  });

  it('MongoDB answers an update that grows a document past 16 MiB with code 17419 and leaves the document as it was', async () => {
    await coll.insertOne(documentOfSize('grow', MAX_BSON_OBJECT_SIZE - 100));

    const err = await rejectionOf(
      coll.updateOne({ _id: 'grow' as any }, { $set: { y: 'b'.repeat(200) } }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(17419);
    expect(err.message).toContain(
      `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
    );
    const stored = await coll.findOne({ _id: 'grow' as any }, { projection: { x: 0 } });
    expect(stored).toEqual({ _id: 'grow' });
  });

  it('MongoDB answers an update that grows a document to exactly 16 MiB with nModified: 1', async () => {
    await coll.insertOne(documentOfSize('fill', MAX_BSON_OBJECT_SIZE - 100));
    const content = 100 - stringFieldBytes(0);

    const result = await coll.updateOne(
      { _id: 'fill' as any },
      { $set: { y: 'b'.repeat(content) } },
    );

    expect(result.modifiedCount).toBe(1);
    const stored = await coll.findOne({ _id: 'fill' as any });
    expect(BSON.calculateObjectSize(stored!)).toBe(MAX_BSON_OBJECT_SIZE);
  });

  it('MongoDB answers a replacement over 16 MiB with code 17419', async () => {
    await coll.insertOne({ _id: 'r' as any, small: true });

    const err = await rejectionOf(
      coll.replaceOne({ _id: 'r' as any }, { x: 'a'.repeat(MAX_BSON_OBJECT_SIZE) }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(17419);
    expect(await coll.findOne({ _id: 'r' as any })).toEqual({ _id: 'r', small: true });
  });

  it('MongoDB answers an upsert that would insert a document over 16 MiB with code 17420 "Document to upsert is larger than 16777216"', async () => {
    const err = await rejectionOf(
      coll.updateOne(
        { _id: 'up' as any },
        { $set: { x: 'a'.repeat(MAX_BSON_OBJECT_SIZE) } },
        { upsert: true },
      ),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(17420);
    expect(err.message).toContain(`Document to upsert is larger than ${MAX_BSON_OBJECT_SIZE}`);
    expect(await coll.countDocuments()).toBe(0);
  });

  it('MongoDB answers findAndModify growing a document past 16 MiB with 17419, and its upsert over 16 MiB with 17420', async () => {
    await coll.insertOne(documentOfSize('fam', MAX_BSON_OBJECT_SIZE - 100));

    const grown = await rejectionOf(
      coll.findOneAndUpdate({ _id: 'fam' as any }, { $set: { y: 'b'.repeat(200) } }),
    );
    const upserted = await rejectionOf(
      coll.findOneAndUpdate(
        { _id: 'new' as any },
        { $set: { x: 'a'.repeat(MAX_BSON_OBJECT_SIZE) } },
        { upsert: true },
      ),
    );

    expect(grown).toBeInstanceOf(MongoServerError);
    expect(grown.code).toBe(17419);
    expect(upserted).toBeInstanceOf(MongoServerError);
    expect(upserted.code).toBe(17420);
    expect(await coll.countDocuments()).toBe(1);
  });
});

describe('command limits advertised by hello', () => {
  it('MongoDB answers a command over 16 MiB + 16 KiB with BSONObjectTooLarge (10334), and the connection keeps working', async () => {
    const coll = uniqueCollectionName('huge');
    const command = {
      insert: coll,
      documents: [{ _id: 'huge', x: 'a'.repeat(MAX_INTERNAL_SIZE) }],
    };
    const size = BSON.calculateObjectSize({ ...command, $db: db.databaseName });

    const err = await rejectionOf(db.command(command));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(10334);
    expect(err.codeName).toBe('BSONObjectTooLarge');
    expect(err.message).toMatch(
      /^BSONObj size: \d+ \(0x[0-9A-F]+\) is invalid\. Size must be between 0 and 16793600\(16MB\)/,
    );
    expect(size).toBeGreaterThan(MAX_INTERNAL_SIZE);
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    expect(await db.collection(coll).countDocuments()).toBe(0);
  });

  it('MongoDB answers an insert of 100,001 documents in one command with InvalidLength (16), inserting none', async () => {
    const coll = uniqueCollectionName('batch');
    const documents = Array.from({ length: 100_001 }, (_unused, i) => ({ _id: i }));

    const err = await rejectionOf(db.command({ insert: coll, documents }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(16);
    expect(err.codeName).toBe('InvalidLength');
    expect(err.message).toBe(
      'Write batch sizes must be between 1 and 100000. Got 100001 operations.',
    );
    expect(await db.collection(coll).countDocuments()).toBe(0);
  });

  it('MongoDB answers an insert, update or delete of no statements with InvalidLength (16)', async () => {
    const coll = uniqueCollectionName('empty');

    const errors = [
      await rejectionOf(db.command({ insert: coll, documents: [] })),
      await rejectionOf(db.command({ update: coll, updates: [] })),
      await rejectionOf(db.command({ delete: coll, deletes: [] })),
    ];

    for (const err of errors) {
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(16);
      expect(err.message).toBe('Write batch sizes must be between 1 and 100000. Got 0 operations.');
    }
  });

  it('MongoDB answers a batch of exactly 100,000 inserts with n: 100000', async () => {
    const coll = uniqueCollectionName('batchmax');
    const documents = Array.from({ length: 100_000 }, (_unused, i) => ({ _id: i }));

    const reply = await db.command({ insert: coll, documents });

    expect(reply.n).toBe(100_000);
    await db.collection(coll).drop();
  });
});

describe('BSON number types read back as stored', () => {
  let bigIntClient: MongoClient;
  beforeAll(async () => {
    bigIntClient = await connect(uri, { useBigInt64: true });
  });
  afterAll(() => bigIntClient.close());

  async function seeded(): Promise<Collection> {
    const coll = db.collection(uniqueCollectionName('numbers'));
    await coll.insertOne({
      _id: 'n' as any,
      long: Long.fromNumber(5),
      negativeLong: Long.fromNumber(-7),
      hugeLong: Long.fromString('9007199254740993'),
      double: new Double(5),
      fraction: 2.5,
      int: 5,
      nested: { long: Long.fromNumber(6), list: [Long.fromNumber(1), new Double(2), 3] },
    });
    return coll;
  }

  it('MongoDB answers a stored Long within 2^53 as a bigint to a client with useBigInt64', async () => {
    const coll = await seeded();

    const found = await bigIntClient
      .db(db.databaseName)
      .collection(coll.collectionName)
      .findOne({ _id: 'n' as any });

    expect(found!.long).toBe(5n);
    expect(found!.negativeLong).toBe(-7n);
    expect(found!.hugeLong).toBe(9007199254740993n);
    expect(found!.nested).toEqual({ long: 6n, list: [1n, 2, 3] });
    expect(found!.int).toBe(5);
  });

  it('MongoDB answers a stored Long as a Long with promoteLongs: false, and as a number by default', async () => {
    const coll = await seeded();

    const raw = await coll.findOne({ _id: 'n' as any }, { promoteLongs: false });
    const promoted = await coll.findOne({ _id: 'n' as any });

    expect(raw!.long).toBeInstanceOf(Long);
    expect(raw!.long.toNumber()).toBe(5);
    expect(raw!.nested.list[0]).toBeInstanceOf(Long);
    expect(typeof raw!.int).toBe('number');
    expect(promoted!.long).toBe(5);
  });

  it('MongoDB answers a stored integral double as a Double with promoteValues: false (and an int32 as an Int32)', async () => {
    const coll = await seeded();

    const raw = await coll.findOne({ _id: 'n' as any }, { promoteValues: false });

    expect(raw!.double).toBeInstanceOf(Double);
    expect(raw!.double.valueOf()).toBe(5);
    expect(raw!.fraction).toBeInstanceOf(Double);
    expect(raw!.int).toBeInstanceOf(Int32);
    expect(raw!.nested.list[1]).toBeInstanceOf(Double);
    expect(raw!.nested.list[2]).toBeInstanceOf(Int32);
  });

  it('MongoDB answers a Timestamp, a Long beyond 2^53 and a negative zero double with their types', async () => {
    const coll = db.collection(uniqueCollectionName('numbers'));
    await coll.insertOne({
      _id: 't' as any,
      ts: new Timestamp({ t: 1700000000, i: 7 }),
      hugeLong: Long.fromString('-9007199254740993'),
      negativeZero: -0,
    });

    const raw = await coll.findOne({ _id: 't' as any }, { promoteValues: false });

    expect(raw!.ts).toBeInstanceOf(Timestamp);
    expect(raw!.ts.t).toBe(1700000000);
    expect(raw!.hugeLong).toBeInstanceOf(Long);
    expect(raw!.hugeLong.toString()).toBe('-9007199254740993');
    expect(raw!.negativeZero).toBeInstanceOf(Double);
    expect(Object.is(raw!.negativeZero.valueOf(), -0)).toBe(true);
  });

  it('MongoDB keeps a Long a Long when another field of its document is updated', async () => {
    const coll = await seeded();

    await coll.updateOne({ _id: 'n' as any }, { $set: { other: 1 } });
    const raw = await coll.findOne({ _id: 'n' as any }, { promoteValues: false });

    expect(raw!.long).toBeInstanceOf(Long);
    expect(raw!.double).toBeInstanceOf(Double);
    expect(raw!.nested.long).toBeInstanceOf(Long);
  });

  it('MongoDB matches a Long or an integral double by its numeric value', async () => {
    const coll = await seeded();

    expect(await coll.countDocuments({ long: 5 })).toBe(1);
    expect(await coll.countDocuments({ long: Long.fromNumber(5) })).toBe(1);
    expect(await coll.countDocuments({ int: new Double(5) })).toBe(1);
    expect(await coll.countDocuments({ double: { $gt: 4, $lt: 6 } })).toBe(1);
  });

  itEmbeddedOnly(
    'MongoDB answers a Long and an integral double with their types after a restart, from the journal and from a snapshot',
    async () => {
      const dbPath = mkdtempSync(path.join(os.tmpdir(), 'mongo-embedded-types-'));
      try {
        for (const compactAfterBytes of [64 * 1024 * 1024, 1]) {
          await withServerOn(dbPath, { compactAfterBytes }, (writer) =>
            writer
              .db('types')
              .collection('c')
              .insertOne({
                _id: compactAfterBytes as any,
                long: Long.fromNumber(5),
                double: new Double(5),
              }),
          );
          const raw = await withServerOn(dbPath, {}, (reader) =>
            reader
              .db('types')
              .collection('c')
              .findOne({ _id: compactAfterBytes as any }, { promoteValues: false }),
          );

          expect(raw!.long).toBeInstanceOf(Long);
          expect(raw!.double).toBeInstanceOf(Double);
        }
      } finally {
        rmSync(dbPath, { recursive: true, force: true });
      }
    },
  );
});

describe('database-level aggregate', () => {
  it('MongoDB answers db.aggregate over a leading $documents stage with the documents the pipeline makes of them', async () => {
    const results = await db
      .aggregate([
        { $documents: [{ x: 1 }, { x: 2 }, { x: 3 }] },
        { $match: { x: { $gte: 2 } } },
        { $set: { doubled: { $multiply: ['$x', 2] } } },
      ])
      .toArray();

    expect(results).toEqual([
      { x: 2, doubled: 4 },
      { x: 3, doubled: 6 },
    ]);
  });

  it('MongoDB answers $documents given an expression with the array it evaluates to', async () => {
    const results = await db
      .aggregate([{ $documents: { $map: { input: { $range: [0, 3] }, in: { n: '$$this' } } } }])
      .toArray();

    expect(results).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });

  it('MongoDB answers $documents followed by $lookup with documents of the database', async () => {
    const coll = db.collection(uniqueCollectionName('lookup'));
    await coll.insertMany([
      { _id: 1 as any, name: 'one' },
      { _id: 2 as any, name: 'two' },
    ]);

    const results = await db
      .aggregate([
        { $documents: [{ ref: 2 }] },
        {
          $lookup: { from: coll.collectionName, localField: 'ref', foreignField: '_id', as: 'hit' },
        },
      ])
      .toArray();

    expect(results).toEqual([{ ref: 2, hit: [{ _id: 2, name: 'two' }] }]);
  });

  it('MongoDB answers {aggregate: 1} with a cursor on db.$cmd.aggregate that getMore continues', async () => {
    const first = await db.command({
      aggregate: 1,
      pipeline: [{ $documents: [{ i: 1 }, { i: 2 }, { i: 3 }] }],
      cursor: { batchSize: 1 },
    });
    const all = await db
      .aggregate([{ $documents: [{ i: 1 }, { i: 2 }, { i: 3 }] }], { batchSize: 1 })
      .toArray();

    expect(first.cursor.ns).toBe(`${db.databaseName}.$cmd.aggregate`);
    expect(first.cursor.firstBatch).toEqual([{ i: 1 }]);
    expect(all).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
  });

  it('MongoDB answers $documents holding something other than documents with code 40228', async () => {
    const err = await rejectionOf(db.aggregate([{ $documents: [{ x: 1 }, 5] }]).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40228);
  });

  it('MongoDB answers a database-level aggregate that does not start with $documents with InvalidNamespace (73)', async () => {
    const err = await rejectionOf(db.aggregate([{ $match: {} }]).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(73);
    expect(err.message).toBe("{aggregate: 1} is not valid for '$match'; a collection is required.");
  });

  it('MongoDB answers $documents in a collection aggregate with InvalidNamespace (73)', async () => {
    const coll = db.collection(uniqueCollectionName('docs'));
    await coll.insertOne({ a: 1 });

    const err = await rejectionOf(coll.aggregate([{ $documents: [{ x: 1 }] }]).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(73);
    expect(err.message).toContain('can only be run with {aggregate: 1}');
  });

  it('MongoDB answers $documents anywhere but first with code 40602', async () => {
    const err = await rejectionOf(
      db.aggregate([{ $documents: [{ x: 1 }] }, { $documents: [{ x: 2 }] }]).toArray(),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40602);
  });
});

describe('collMod', () => {
  async function ttlCollection(): Promise<Collection> {
    const coll = db.collection(uniqueCollectionName('ttl'));
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    return coll;
  }

  async function indexNamed(coll: Collection, name: string): Promise<Document | undefined> {
    return (await coll.listIndexes().toArray()).find((index) => index.name === name);
  }

  it('MongoDB answers collMod of a TTL index by keyPattern with expireAfterSeconds_old and _new, and listIndexes shows the new value', async () => {
    const coll = await ttlCollection();

    const reply = await db.command({
      collMod: coll.collectionName,
      index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 },
    });

    expect(body(reply)).toEqual({
      expireAfterSeconds_old: 3600,
      expireAfterSeconds_new: 60,
      ok: 1,
    });
    expect(await indexNamed(coll, 'at_1')).toMatchObject({
      key: { at: 1 },
      expireAfterSeconds: 60,
    });
  });

  it('MongoDB answers collMod by index name, and turns a single-field index into a TTL index with only expireAfterSeconds_new', async () => {
    const coll = await ttlCollection();
    await coll.createIndex({ seen: 1 });

    const renamed = await db.command({
      collMod: coll.collectionName,
      index: { name: 'at_1', expireAfterSeconds: 120 },
    });
    const converted = await db.command({
      collMod: coll.collectionName,
      index: { name: 'seen_1', expireAfterSeconds: 30 },
    });

    expect(body(renamed)).toEqual({
      expireAfterSeconds_old: 3600,
      expireAfterSeconds_new: 120,
      ok: 1,
    });
    expect(body(converted)).toEqual({ expireAfterSeconds_new: 30, ok: 1 });
    expect(await indexNamed(coll, 'seen_1')).toMatchObject({ expireAfterSeconds: 30 });
  });

  it('MongoDB answers collMod with no option with ok: 1', async () => {
    const coll = await ttlCollection();

    expect(body(await db.command({ collMod: coll.collectionName }))).toEqual({ ok: 1 });
  });

  it('MongoDB answers collMod of a missing collection with NamespaceNotFound (26) and of a missing index with IndexNotFound (27)', async () => {
    const coll = await ttlCollection();

    const noCollection = await rejectionOf(
      db.command({
        collMod: uniqueCollectionName('missing'),
        index: { name: 'at_1', expireAfterSeconds: 1 },
      }),
    );
    const noName = await rejectionOf(
      db.command({ collMod: coll.collectionName, index: { name: 'nope', expireAfterSeconds: 1 } }),
    );
    const noKey = await rejectionOf(
      db.command({
        collMod: coll.collectionName,
        index: { keyPattern: { other: 1 }, expireAfterSeconds: 1 },
      }),
    );

    expect(noCollection.code).toBe(26);
    expect(noName.code).toBe(27);
    expect(noName.message).toBe(
      `cannot find index nope for ns ${db.databaseName}.${coll.collectionName}`,
    );
    expect(noKey.code).toBe(27);
  });

  it('MongoDB answers a malformed collMod index option with InvalidOptions (72)', async () => {
    const coll = await ttlCollection();
    await coll.createIndex({ a: 1, b: 1 });
    const collMod = (index: Document) =>
      rejectionOf(db.command({ collMod: coll.collectionName, index }));

    const refusals = [
      [await collMod({ expireAfterSeconds: 1 }), 'Must specify either index name or key pattern.'],
      [
        await collMod({ name: 'at_1', keyPattern: { at: 1 }, expireAfterSeconds: 1 }),
        'Cannot specify both key pattern and name.',
      ],
      [
        await collMod({ name: 'at_1' }),
        'no expireAfterSeconds, hidden, unique, or prepareUnique field',
      ],
      [
        await collMod({ name: 'a_1_b_1', expireAfterSeconds: 1 }),
        'TTL indexes are single-field indexes, compound indexes do not support TTL',
      ],
      [
        await collMod({ name: '_id_', expireAfterSeconds: 1 }),
        'the _id field does not support TTL indexes',
      ],
      [await collMod({ name: 'at_1', expireAfterSeconds: -1 }), undefined],
    ] as const;

    for (const [err, message] of refusals) {
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(72);
      if (message) expect(err.message).toBe(message);
    }
    expect(await indexNamed(coll, 'at_1')).toMatchObject({ expireAfterSeconds: 3600 });
  });

  it('MongoDB answers an unknown collMod field with 40415', async () => {
    const coll = await ttlCollection();

    const top = await rejectionOf(db.command({ collMod: coll.collectionName, foo: 1 }));
    const nested = await rejectionOf(
      db.command({
        collMod: coll.collectionName,
        index: { name: 'at_1', expireAfterSeconds: 1, foo: 1 },
      }),
    );

    expect(top.code).toBe(40415);
    expect(top.message).toBe("BSON field 'collMod.foo' is an unknown field.");
    expect(nested.code).toBe(40415);
    expect(nested.message).toBe("BSON field 'collMod.index.foo' is an unknown field.");
  });

  itEmbeddedOnly(
    'refuses collMod options it cannot honour (validator, hidden indexes) by name with BadValue (2), as create does',
    async () => {
      const coll = await ttlCollection();

      const validator = await rejectionOf(
        db.command({ collMod: coll.collectionName, validator: { a: { $exists: true } } }),
      );
      const hidden = await rejectionOf(
        db.command({ collMod: coll.collectionName, index: { name: 'at_1', hidden: true } }),
      );

      expect(validator.code).toBe(2);
      expect(validator.message).toContain('validator');
      expect(hidden.code).toBe(2);
      expect(hidden.message).toContain('hidden');
    },
  );

  itEmbeddedOnly(
    'the TTL monitor removes documents by the expireAfterSeconds collMod set',
    async () => {
      const coll = db.collection(uniqueCollectionName('ttlmon'));
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 24 * 3600 });
      await coll.insertOne({ _id: 'hour-old' as any, at: new Date(Date.now() - 3600_000) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await coll.countDocuments()).toBe(1);

      await db.command({
        collMod: coll.collectionName,
        index: { name: 'at_1', expireAfterSeconds: 60 },
      });

      expect(await waitFor(async () => (await coll.countDocuments()) === 0, 5000)).toBe(true);
    },
  );

  itEmbeddedOnly('keeps the expireAfterSeconds collMod set across a restart', async () => {
    const dbPath = mkdtempSync(path.join(os.tmpdir(), 'mongo-embedded-collmod-'));
    try {
      await withServerOn(dbPath, {}, async (writer) => {
        await writer.db('t').collection('c').createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
        await writer.db('t').collection('c').createIndex({ b: 1 });
        await writer
          .db('t')
          .command({ collMod: 'c', index: { name: 'at_1', expireAfterSeconds: 5 } });
      });
      const indexes = await withServerOn(dbPath, {}, (reader) =>
        reader.db('t').collection('c').listIndexes().toArray(),
      );

      expect(indexes.map((index) => index.name)).toEqual(['_id_', 'at_1', 'b_1']);
      expect(indexes[1]).toMatchObject({ expireAfterSeconds: 5 });
    } finally {
      rmSync(dbPath, { recursive: true, force: true });
    }
  });
});

describe('setParameter', () => {
  const admin = () => client.db('admin');

  it('MongoDB answers setParameter of a known parameter with was: its previous value, and getParameter reads the new one', async () => {
    const { logLevel: before } = await admin().command({ getParameter: 1, logLevel: 1 });

    const first = await admin().command({ setParameter: 1, logLevel: 1 });
    const read = await admin().command({ getParameter: 1, logLevel: 1 });
    const second = await admin().command({ setParameter: 1, logLevel: before });

    expect(body(first)).toEqual({ was: before, ok: 1 });
    expect(body(read)).toEqual({ logLevel: 1, ok: 1 });
    expect(body(second)).toEqual({ was: 1, ok: 1 });
  });

  it('MongoDB answers setParameter of an unrecognized name with InvalidOptions (72)', async () => {
    const err = await rejectionOf(admin().command({ setParameter: 1, noSuchParameter: 1 }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(72);
    expect(err.message).toBe(
      'attempted to set unrecognized parameter [noSuchParameter], use help:true to see options ',
    );
  });

  it('MongoDB answers setParameter without any parameter with InvalidOptions (72)', async () => {
    const err = await rejectionOf(admin().command({ setParameter: 1 }));

    expect(err.code).toBe(72);
    expect(err.message).toBe('no option found to set, use help:true to see options ');
  });

  it('MongoDB answers setParameter of a startup-only parameter with IllegalOperation (20)', async () => {
    const err = await rejectionOf(admin().command({ setParameter: 1, enableTestCommands: 1 }));

    expect(err.code).toBe(20);
    expect(err.message).toBe('not allowed to change [enableTestCommands] at runtime');
  });

  it('MongoDB answers setParameter outside admin with Unauthorized (13)', async () => {
    const err = await rejectionOf(db.command({ setParameter: 1, logLevel: 0 }));

    expect(err.code).toBe(13);
  });

  itEmbeddedOnly(
    'honours ttlMonitorEnabled: false pauses the TTL monitor, true resumes it',
    async () => {
      const coll = db.collection(uniqueCollectionName('paused'));
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
      const paused = await admin().command({ setParameter: 1, ttlMonitorEnabled: false });
      try {
        expect(body(paused)).toEqual({ was: true, ok: 1 });
        await coll.insertOne({ at: new Date(Date.now() - 3600_000) });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(await coll.countDocuments()).toBe(1);
      } finally {
        await admin().command({ setParameter: 1, ttlMonitorEnabled: true });
      }

      expect(await waitFor(async () => (await coll.countDocuments()) === 0, 5000)).toBe(true);
    },
  );

  itEmbeddedOnly(
    'refuses a setting it cannot honour (notablescan: true) with BadValue (2), and accepts the default',
    async () => {
      const refused = await rejectionOf(admin().command({ setParameter: 1, notablescan: true }));
      const accepted = await admin().command({ setParameter: 1, notablescan: false });

      expect(refused.code).toBe(2);
      expect(refused.message).toContain('notablescan');
      expect(body(accepted)).toEqual({ was: false, ok: 1 });
    },
  );

  it('MongoDB still sets transactionLifetimeLimitSeconds, answering was', async () => {
    const { was } = await admin().command({ setParameter: 1, transactionLifetimeLimitSeconds: 30 });
    const read = await admin().command({ getParameter: 1, transactionLifetimeLimitSeconds: 1 });
    await admin().command({ setParameter: 1, transactionLifetimeLimitSeconds: was });

    expect(read.transactionLifetimeLimitSeconds).toBe(30);
  });
});
