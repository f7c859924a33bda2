// bulkWrite and insertMany through the official driver, including what an
// ordered write stops at and what an unordered one carries on past when a
// duplicate key sits in the middle.
import { MongoBulkWriteError, type AnyBulkWriteOperation, type Collection, type Db } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('bulk', (opened) => ({ db } = opened));

function freshCollection(): Collection {
  return db.collection(uniqueCollectionName('bulk'));
}

async function storedIds(coll: Collection): Promise<unknown[]> {
  return (await coll.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id).sort();
}

/** A collection holding {_id:'d'} and {_id:'u', n:0}, and mixed ops whose op #2 repeats _id 1. */
async function mixedOpsWithDuplicateAtIndex2(): Promise<{
  coll: Collection;
  ops: AnyBulkWriteOperation[];
}> {
  const coll = freshCollection();
  await coll.insertMany([{ _id: 'd' as any }, { _id: 'u' as any, n: 0 }]);
  const ops: AnyBulkWriteOperation[] = [
    { insertOne: { document: { _id: 1 as any } } },
    { updateOne: { filter: { _id: 'u' as any }, update: { $inc: { n: 1 } } } },
    { insertOne: { document: { _id: 1 as any } } },
    { insertOne: { document: { _id: 3 as any } } },
    { deleteOne: { filter: { _id: 'd' as any } } },
  ];
  return { coll, ops };
}

describe('bulkWrite', () => {
  it('executes mixed operations and reports a count for each kind', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1 as any, v: 0 },
      { _id: 2 as any, v: 0 },
      { _id: 3 as any, v: 0 },
    ]);

    const result = await coll.bulkWrite([
      { insertOne: { document: { _id: 4 as any, v: 0 } } },
      { updateOne: { filter: { _id: 1 as any }, update: { $set: { v: 1 } } } },
      { updateMany: { filter: { v: 0 }, update: { $set: { v: 2 } } } },
      { replaceOne: { filter: { _id: 2 as any }, replacement: { replaced: true } } },
      { updateOne: { filter: { _id: 9 as any }, update: { $set: { v: 9 } }, upsert: true } },
      { deleteOne: { filter: { _id: 3 as any } } },
      { deleteMany: { filter: { v: 99 } } },
    ]);

    expect(result.insertedCount).toBe(1);
    expect(result.matchedCount).toBe(5);
    expect(result.modifiedCount).toBe(5);
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedIds).toEqual({ 4: 9 });
    expect(result.deletedCount).toBe(1);
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 1 },
      { _id: 2, replaced: true },
      { _id: 4, v: 2 },
      { _id: 9, v: 9 },
    ]);
  });

  it('ordered: stops at the duplicate, reporting it at its original index', async () => {
    const { coll, ops } = await mixedOpsWithDuplicateAtIndex2();

    const err = await rejectionOf(coll.bulkWrite(ops, { ordered: true }));

    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.code).toBe(11000);
    expect(err.writeErrors).toHaveLength(1);
    expect(err.writeErrors[0].index).toBe(2);
    expect(err.writeErrors[0].code).toBe(11000);
    expect(err.insertedCount).toBe(1);
    expect(err.modifiedCount).toBe(1);
    expect(err.deletedCount).toBe(0);
    expect(await storedIds(coll)).toEqual([1, 'd', 'u']);
  });

  it('unordered: carries on past the duplicate and applies every other operation', async () => {
    const { coll, ops } = await mixedOpsWithDuplicateAtIndex2();

    const err = await rejectionOf(coll.bulkWrite(ops, { ordered: false }));

    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.writeErrors).toHaveLength(1);
    expect(err.writeErrors[0].index).toBe(2);
    expect(err.writeErrors[0].code).toBe(11000);
    expect(err.insertedCount).toBe(2);
    expect(err.modifiedCount).toBe(1);
    expect(err.deletedCount).toBe(1);
    expect(await storedIds(coll)).toEqual([1, 3, 'u']);
  });

  it('a write error carries the E11000 message of the index it violated', async () => {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });

    const err = await rejectionOf(
      coll.bulkWrite([
        { insertOne: { document: { email: 'a@example.com' } } },
        { insertOne: { document: { email: 'a@example.com' } } },
      ]),
    );

    expect(err.writeErrors[0].errmsg).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.${coll.collectionName} index: email_1 dup key: { email: "a@example.com" }`,
    );
    expect(err.message).toBe(err.writeErrors[0].errmsg);
  });

  it('unordered: reports every failing operation by its index', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any });

    const err = await rejectionOf(
      coll.bulkWrite(
        [
          { insertOne: { document: { _id: 1 as any } } },
          { insertOne: { document: { _id: 2 as any } } },
          { insertOne: { document: { _id: 2 as any } } },
          { insertOne: { document: { _id: 3 as any } } },
        ],
        { ordered: false },
      ),
    );

    expect(err.writeErrors.map((e: { index: number }) => e.index)).toEqual([0, 2]);
    expect(err.insertedCount).toBe(2);
    expect(await storedIds(coll)).toEqual([1, 2, 3]);
  });
});

describe('insertMany with a duplicate in the middle', () => {
  async function uniqueEmails(): Promise<Collection> {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });
    return coll;
  }
  const docs = () => [
    { email: 'a@x.io' },
    { email: 'b@x.io' },
    { email: 'a@x.io' },
    { email: 'c@x.io' },
  ];

  it('ordered (the default): stores the documents before the duplicate only', async () => {
    const coll = await uniqueEmails();

    const err = await rejectionOf(coll.insertMany(docs()));

    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.code).toBe(11000);
    expect(err.insertedCount).toBe(2);
    expect(err.writeErrors.map((e: { index: number }) => e.index)).toEqual([2]);
    expect((await coll.find({}).toArray()).map((d) => d.email).sort()).toEqual([
      'a@x.io',
      'b@x.io',
    ]);
  });

  it('unordered: stores every document except the duplicate', async () => {
    const coll = await uniqueEmails();

    const err = await rejectionOf(coll.insertMany(docs(), { ordered: false }));

    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect(err.code).toBe(11000);
    expect(err.insertedCount).toBe(3);
    expect(err.writeErrors.map((e: { index: number }) => e.index)).toEqual([2]);
    expect((await coll.find({}).toArray()).map((d) => d.email).sort()).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ]);
  });
});
