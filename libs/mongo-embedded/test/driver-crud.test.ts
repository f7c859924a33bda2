// CRUD through the official driver: inserts, finds, updates, deletes,
// findOneAnd*, counts and distinct, asserted on what MongoDB itself answers.
import { MongoServerError, ObjectId, type Collection, type Db } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('crud', (opened) => ({ db } = opened));

function freshCollection(): Collection {
  return db.collection(uniqueCollectionName('crud'));
}

async function seedPeople(coll: Collection): Promise<void> {
  await coll.insertMany([
    { _id: 1 as any, name: 'Ada', age: 36, city: 'London', tags: ['math', 'code'] },
    { _id: 2 as any, name: 'Grace', age: 45, city: 'New York', tags: ['code', 'navy'] },
    { _id: 3 as any, name: 'Alan', age: 41, city: 'London', tags: ['math'] },
    { _id: 4 as any, name: 'Edsger', age: 72, city: 'Austin', tags: [] },
    { _id: 5 as any, name: 'Barbara', age: 29, city: 'Boston' },
  ]);
}

describe('insert', () => {
  it('insertOne adds an ObjectId _id when none is given and the document can be read back', async () => {
    const coll = freshCollection();

    const result = await coll.insertOne({ name: 'Ada' });

    expect(result.acknowledged).toBe(true);
    expect(result.insertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({ _id: result.insertedId })).toEqual({
      _id: result.insertedId,
      name: 'Ada',
    });
  });

  it('insertMany reports insertedCount and the inserted ids by position', async () => {
    const coll = freshCollection();

    const result = await coll.insertMany([
      { _id: 'a' as any },
      { _id: 'b' as any },
      { _id: 'c' as any },
    ]);

    expect(result.insertedCount).toBe(3);
    expect(result.insertedIds).toEqual({ 0: 'a', 1: 'b', 2: 'c' });
  });

  it('stores nested documents, arrays, dates and null values unchanged', async () => {
    const coll = freshCollection();
    const when = new Date('2024-05-06T07:08:09.010Z');
    const doc = {
      _id: 1 as any,
      profile: { name: 'Ada', langs: ['en', 'fr'] },
      at: when,
      none: null,
      n: 1.5,
    };

    await coll.insertOne(doc);

    expect(await coll.findOne({ _id: 1 as any })).toEqual(doc);
  });

  it('rejects a second document with the same _id with a duplicate key error on index _id_', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 7 as any, v: 1 });

    const err = await rejectionOf(coll.insertOne({ _id: 7 as any, v: 2 }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ _id: 1 });
    expect(err.keyValue).toEqual({ _id: 7 });
    expect(err.message).toBe(
      `E11000 duplicate key error collection: ${db.databaseName}.${coll.collectionName} index: _id_ dup key: { _id: 7 }`,
    );
  });
});

describe('find', () => {
  it('filters with comparison, $in, $exists and dotted-path conditions', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const byAge = await coll
      .find({ age: { $gte: 40, $lt: 70 } })
      .sort({ _id: 1 })
      .toArray();
    const byCity = await coll
      .find({ city: { $in: ['Austin', 'Boston'] } })
      .sort({ _id: 1 })
      .toArray();
    const withoutTags = await coll.find({ tags: { $exists: false } }).toArray();

    expect(byAge.map((d) => d._id)).toEqual([2, 3]);
    expect(byCity.map((d) => d._id)).toEqual([4, 5]);
    expect(withoutTags.map((d) => d._id)).toEqual([5]);
  });

  it('matches an array field when any element equals the queried value', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const docs = await coll.find({ tags: 'math' }).sort({ _id: 1 }).toArray();

    expect(docs.map((d) => d._id)).toEqual([1, 3]);
  });

  it('sorts by several keys, ascending and descending', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const docs = await coll.find({}).sort({ city: 1, age: -1 }).toArray();

    expect(docs.map((d) => d.name)).toEqual(['Edsger', 'Barbara', 'Alan', 'Ada', 'Grace']);
  });

  it('applies skip and limit after sorting', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const docs = await coll.find({}).sort({ age: 1 }).skip(1).limit(2).toArray();

    expect(docs.map((d) => d.name)).toEqual(['Ada', 'Alan']);
  });

  it('an inclusion projection returns only the named fields plus _id', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const doc = await coll.findOne({ _id: 1 as any }, { projection: { name: 1, city: 1 } });

    expect(doc).toEqual({ _id: 1, name: 'Ada', city: 'London' });
  });

  it('an inclusion projection can exclude _id', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const docs = await coll
      .find({}, { projection: { name: 1, _id: 0 } })
      .sort({ name: 1 })
      .limit(2)
      .toArray();

    expect(docs).toEqual([{ name: 'Ada' }, { name: 'Alan' }]);
  });

  it('an exclusion projection returns every field but the excluded ones', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const doc = await coll.findOne({ _id: 2 as any }, { projection: { tags: 0, age: 0 } });

    expect(doc).toEqual({ _id: 2, name: 'Grace', city: 'New York' });
  });

  it('a projection returns fields in the document order, _id first, whatever order it names them in', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const doc = await coll.findOne({ _id: 2 as any }, { projection: { city: 1, _id: 1, age: 1 } });

    expect(Object.keys(doc!)).toEqual(['_id', 'age', 'city']);
    expect(doc).toEqual({ _id: 2, age: 45, city: 'New York' });
  });

  it('projects each document in its own field order, fields missing or not, across batches', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1, a: 1, x: 0, b: 2, c: 3 },
      { c: 3, _id: 2, b: 2, y: 0, a: 1 },
      { _id: 3, x: 0, b: 2 },
      { _id: 4, z: 0 },
      { b: 2, a: 1, _id: 5 },
    ] as any[]);

    const docs = await coll
      .find({ _id: { $gte: 1 } } as any, { projection: { a: 1, b: 1, c: 1 }, batchSize: 2 })
      .toArray();
    const excluded = await coll
      .find({}, { projection: { x: 0, y: 0, _id: 0 }, batchSize: 2 })
      .toArray();

    expect(docs.map((doc) => Object.keys(doc))).toEqual([
      ['_id', 'a', 'b', 'c'],
      ['_id', 'c', 'b', 'a'], // an insert stores _id first, as MongoDB does
      ['_id', 'b'],
      ['_id'],
      ['_id', 'b', 'a'],
    ]);
    expect(docs[1]).toEqual({ _id: 2, a: 1, b: 2, c: 3 });
    expect(excluded.map((doc) => Object.keys(doc))).toEqual([
      ['a', 'b', 'c'],
      ['c', 'b', 'a'],
      ['b'],
      ['z'],
      ['b', 'a'],
    ]);
  });

  it('{ _id: 1 } alone returns only _id, and { _id: 0 } alone every field but _id', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    expect(await coll.findOne({ _id: 5 as any }, { projection: { _id: 1 } })).toEqual({ _id: 5 });
    expect(await coll.findOne({ _id: 5 as any }, { projection: { _id: 0 } })).toEqual({
      name: 'Barbara',
      age: 29,
      city: 'Boston',
    });
  });

  it('sorts, skips and limits on a field the projection leaves out', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const docs = await coll
      .find({ city: { $ne: 'Austin' } }, { projection: { name: 1, _id: 0 } })
      .sort({ age: -1 })
      .skip(1)
      .limit(2)
      .toArray();

    expect(docs).toEqual([{ name: 'Alan' }, { name: 'Ada' }]);
  });

  it('reads the stored documents unchanged after a projection of them', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const projected = await coll.find({}, { projection: { tags: 0 } }).toArray();
    expect(projected).toHaveLength(5);
    expect(projected.every((doc) => !('tags' in doc))).toBe(true);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({
      _id: 1,
      name: 'Ada',
      age: 36,
      city: 'London',
      tags: ['math', 'code'],
    });
  });

  it('findOne returns null when nothing matches', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    expect(await coll.findOne({ name: 'Nobody' })).toBeNull();
  });
});

describe('update', () => {
  it('updateOne with $set, $inc and $unset changes one matching document', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1 as any, n: 1, gone: true, group: 'x' },
      { _id: 2 as any, n: 1, gone: true, group: 'x' },
    ]);

    const result = await coll.updateOne(
      { group: 'x' },
      { $set: { label: 'one' }, $inc: { n: 5 }, $unset: { gone: '' } },
    );

    expect(result).toMatchObject({
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
      upsertedId: null,
    });
    expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, n: 6, group: 'x', label: 'one' },
      { _id: 2, n: 1, gone: true, group: 'x' },
    ]);
  });

  it('updateOne that sets a field to its current value matches but modifies nothing', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, status: 'open' });

    const result = await coll.updateOne({ _id: 1 as any }, { $set: { status: 'open' } });

    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(0);
  });

  it('updateOne matching nothing reports zero counts and does not insert', async () => {
    const coll = freshCollection();

    const result = await coll.updateOne({ _id: 99 as any }, { $set: { a: 1 } });

    expect(result).toMatchObject({
      matchedCount: 0,
      modifiedCount: 0,
      upsertedCount: 0,
      upsertedId: null,
    });
    expect(await coll.countDocuments({})).toBe(0);
  });

  it('updateMany applies the update to every matching document', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const result = await coll.updateMany({ city: 'London' }, { $inc: { age: 1 } });

    expect(result.matchedCount).toBe(2);
    expect(result.modifiedCount).toBe(2);
    const londoners = await coll.find({ city: 'London' }).sort({ _id: 1 }).toArray();
    expect(londoners.map((d) => d.age)).toEqual([37, 42]);
  });

  it('array operators $push, $addToSet and $pull edit arrays in place', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: [1, 2], b: ['x'], c: [1, 2, 3, 2] });

    await coll.updateOne({ _id: 1 as any }, {
      $push: { a: 3 },
      $addToSet: { b: { $each: ['x', 'y'] } },
      $pull: { c: 2 },
    } as any);

    expect(await coll.findOne({ _id: 1 as any })).toEqual({
      _id: 1,
      a: [1, 2, 3],
      b: ['x', 'y'],
      c: [1, 3],
    });
  });

  it('upsert inserts a document built from the equality fields of the filter and the update', async () => {
    const coll = freshCollection();

    const result = await coll.updateOne(
      { email: 'new@example.com', age: { $gt: 5 } },
      { $set: { name: 'New' }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );

    expect(result.upsertedCount).toBe(1);
    expect(result.matchedCount).toBe(0);
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({ _id: result.upsertedId! })).toEqual({
      _id: result.upsertedId,
      email: 'new@example.com',
      name: 'New',
      createdBy: 'upsert',
    });
  });

  it('upsert updates the existing document and ignores $setOnInsert when one matches', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, email: 'a@example.com', visits: 1 });

    const result = await coll.updateOne(
      { email: 'a@example.com' },
      { $inc: { visits: 1 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );

    expect(result).toMatchObject({
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
      upsertedId: null,
    });
    expect(await coll.findOne({ _id: 1 as any })).toEqual({
      _id: 1,
      email: 'a@example.com',
      visits: 2,
    });
  });

  it('arrayFilters restrict an update to the array elements that match the filter', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, grades: [95, 80, 92, 70] });

    await coll.updateOne(
      { _id: 1 as any },
      { $set: { 'grades.$[high]': 100 } },
      { arrayFilters: [{ high: { $gte: 90 } }] },
    );

    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, grades: [100, 80, 100, 70] });
  });

  it('arrayFilters can select embedded documents by one of their fields', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1 as any,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
        { sku: 'a', qty: 3 },
      ],
    });

    await coll.updateOne(
      { _id: 1 as any },
      { $inc: { 'items.$[it].qty': 10 } },
      { arrayFilters: [{ 'it.sku': 'a' }] },
    );

    const doc = await coll.findOne({ _id: 1 as any });
    expect(doc!.items).toEqual([
      { sku: 'a', qty: 11 },
      { sku: 'b', qty: 2 },
      { sku: 'a', qty: 13 },
    ]);
  });

  it('the positional $ operator updates the first array element matched by the filter', async () => {
    const coll = freshCollection();
    await coll.insertOne({
      _id: 1 as any,
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
    });

    await coll.updateOne({ _id: 1 as any, 'items.sku': 'b' }, { $set: { 'items.$.qty': 50 } });

    const doc = await coll.findOne({ _id: 1 as any });
    expect(doc!.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 50 },
    ]);
  });

  it('an update pipeline computes new fields from existing ones', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, price: 10, tax: 2 });

    const result = await coll.updateOne({ _id: 1 as any }, [
      { $set: { total: { $add: ['$price', '$tax'] } } },
      { $unset: 'tax' },
    ]);

    expect(result.modifiedCount).toBe(1);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, price: 10, total: 12 });
  });

  it('updateMany with an update pipeline applies it to each document with its own values', async () => {
    const coll = freshCollection();
    await coll.insertMany([
      { _id: 1 as any, first: 'Ada', last: 'Lovelace' },
      { _id: 2 as any, first: 'Alan', last: 'Turing' },
    ]);

    await coll.updateMany({}, [{ $set: { full: { $concat: ['$first', ' ', '$last'] } } }]);

    const docs = await coll
      .find({}, { projection: { full: 1 } })
      .sort({ _id: 1 })
      .toArray();
    expect(docs).toEqual([
      { _id: 1, full: 'Ada Lovelace' },
      { _id: 2, full: 'Alan Turing' },
    ]);
  });

  it('replaceOne replaces the whole document but keeps its _id', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: 1, b: 2 });

    const result = await coll.replaceOne({ _id: 1 as any }, { c: 3 });

    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(1);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, c: 3 });
  });

  it('replaceOne with upsert inserts the replacement when nothing matches', async () => {
    const coll = freshCollection();

    const result = await coll.replaceOne({ _id: 'k' as any }, { v: 1 }, { upsert: true });

    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedId).toBe('k');
    expect(await coll.findOne({ _id: 'k' as any })).toEqual({ _id: 'k', v: 1 });
  });

  it('changing _id through an update is rejected with ImmutableField (66)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: 1 });

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $set: { _id: 2 as any } }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(66);
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, a: 1 });
  });
});

describe('delete', () => {
  it('deleteOne removes exactly one matching document', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const result = await coll.deleteOne({ city: 'London' });

    expect(result.deletedCount).toBe(1);
    expect(await coll.countDocuments({ city: 'London' })).toBe(1);
  });

  it('deleteMany removes every matching document and reports how many', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const result = await coll.deleteMany({ age: { $gt: 40 } });

    expect(result.deletedCount).toBe(3);
    expect((await coll.find({}).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 5]);
  });

  it('deleteMany with an empty filter empties the collection', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const result = await coll.deleteMany({});

    expect(result.deletedCount).toBe(5);
    expect(await coll.countDocuments({})).toBe(0);
  });
});

describe('findOneAnd*', () => {
  it('findOneAndUpdate returns the document as it was before the update by default', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 1 });

    const before = await coll.findOneAndUpdate({ _id: 1 as any }, { $inc: { n: 1 } });

    expect(before).toEqual({ _id: 1, n: 1 });
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, n: 2 });
  });

  it("findOneAndUpdate with returnDocument 'after' returns the updated document", async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 1 });

    const after = await coll.findOneAndUpdate(
      { _id: 1 as any },
      { $inc: { n: 1 } },
      { returnDocument: 'after' },
    );

    expect(after).toEqual({ _id: 1, n: 2 });
  });

  it('findOneAndUpdate updates the first document in sort order and applies the projection', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const doc = await coll.findOneAndUpdate(
      { city: 'London' },
      { $set: { picked: true } },
      { sort: { age: -1 }, projection: { name: 1, picked: 1, _id: 0 }, returnDocument: 'after' },
    );

    expect(doc).toEqual({ name: 'Alan', picked: true });
    expect(await coll.countDocuments({ picked: true })).toBe(1);
  });

  it("findOneAndUpdate with upsert and returnDocument 'after' returns the inserted document", async () => {
    const coll = freshCollection();

    const doc = await coll.findOneAndUpdate(
      { email: 'u@example.com' },
      { $set: { name: 'U' } },
      { upsert: true, returnDocument: 'after' },
    );

    expect(doc).toMatchObject({ email: 'u@example.com', name: 'U' });
    expect(doc!._id).toBeInstanceOf(ObjectId);
    expect(await coll.countDocuments({})).toBe(1);
  });

  it("findOneAndUpdate with upsert and returnDocument 'before' returns null but inserts", async () => {
    const coll = freshCollection();

    const doc = await coll.findOneAndUpdate(
      { email: 'u@example.com' },
      { $set: { name: 'U' } },
      { upsert: true, returnDocument: 'before' },
    );

    expect(doc).toBeNull();
    expect(await coll.findOne({ email: 'u@example.com' }, { projection: { _id: 0 } })).toEqual({
      email: 'u@example.com',
      name: 'U',
    });
  });

  it('findOneAndUpdate returns null and changes nothing when no document matches', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, n: 1 });

    const doc = await coll.findOneAndUpdate({ _id: 2 as any }, { $set: { n: 5 } });

    expect(doc).toBeNull();
    expect(await coll.find({}).toArray()).toEqual([{ _id: 1, n: 1 }]);
  });

  it('findOneAndUpdate with includeResultMetadata reports lastErrorObject', async () => {
    const coll = freshCollection();

    const result = await coll.findOneAndUpdate(
      { _id: 'x' as any },
      { $set: { v: 1 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );

    expect(result.ok).toBe(1);
    expect(result.value).toEqual({ _id: 'x', v: 1 });
    expect(result.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 'x' });
  });

  it('findOneAndDelete removes and returns the first document in sort order', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const doc = await coll.findOneAndDelete({ city: 'London' }, { sort: { age: 1 } });

    expect(doc).toMatchObject({ _id: 1, name: 'Ada' });
    expect(await coll.findOne({ _id: 1 as any })).toBeNull();
    expect(await coll.countDocuments({})).toBe(4);
  });

  it("findOneAndReplace with returnDocument 'after' returns the replacement with the original _id", async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: 1 });

    const doc = await coll.findOneAndReplace(
      { _id: 1 as any },
      { b: 2 },
      { returnDocument: 'after' },
    );

    expect(doc).toEqual({ _id: 1, b: 2 });
    expect(await coll.findOne({ _id: 1 as any })).toEqual({ _id: 1, b: 2 });
  });

  it('findOneAndReplace returns the original document by default', async () => {
    const coll = freshCollection();
    await coll.insertOne({ _id: 1 as any, a: 1 });

    const doc = await coll.findOneAndReplace({ a: 1 }, { b: 2 });

    expect(doc).toEqual({ _id: 1, a: 1 });
  });
});

describe('counting and distinct', () => {
  it('countDocuments counts the documents matching a filter', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    expect(await coll.countDocuments({ city: 'London' })).toBe(2);
    expect(await coll.countDocuments({})).toBe(5);
  });

  it('countDocuments honours skip and limit', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    expect(await coll.countDocuments({}, { skip: 1, limit: 3 })).toBe(3);
    expect(await coll.countDocuments({}, { skip: 4 })).toBe(1);
  });

  it('countDocuments on a collection that does not exist is 0', async () => {
    const coll = freshCollection();

    expect(await coll.countDocuments({})).toBe(0);
  });

  it('estimatedDocumentCount returns the number of documents in the collection', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    expect(await coll.estimatedDocumentCount()).toBe(5);
  });

  it('distinct returns each value once, flattening array fields', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const tags = await coll.distinct('tags');
    const cities = await coll.distinct('city');

    expect([...tags].sort()).toEqual(['code', 'math', 'navy']);
    expect([...cities].sort()).toEqual(['Austin', 'Boston', 'London', 'New York']);
  });

  it('distinct honours a filter', async () => {
    const coll = freshCollection();
    await seedPeople(coll);

    const cities = await coll.distinct('city', { age: { $lt: 40 } });

    expect([...cities].sort()).toEqual(['Boston', 'London']);
  });
});
