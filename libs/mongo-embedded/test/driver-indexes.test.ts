// Index management and unique-index enforcement through the official driver:
// plain, compound, sparse and partial unique indexes on insert, update and
// upsert, with the exact duplicate-key error MongoDB reports.
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let db: Db;
useTestDatabase('index', (opened) => ({ db } = opened));

function freshCollection(): Collection {
  return db.collection(uniqueCollectionName('idx'));
}

function dupMessage(coll: Collection, indexName: string, dupKey: string): string {
  return `E11000 duplicate key error collection: ${db.databaseName}.${coll.collectionName} index: ${indexName} dup key: ${dupKey}`;
}

async function usersWithUniqueEmail(): Promise<Collection> {
  const coll = freshCollection();
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.insertOne({ _id: 1 as any, email: 'ada@example.com', name: 'Ada' });
  return coll;
}

describe('index management', () => {
  it('createIndex returns the generated index name', async () => {
    const coll = freshCollection();

    const name = await coll.createIndex({ lastName: 1, age: -1 });

    expect(name).toBe('lastName_1_age_-1');
  });

  it('createIndex uses the name given in the options', async () => {
    const coll = freshCollection();

    const name = await coll.createIndex({ email: 1 }, { name: 'by_email' });

    expect(name).toBe('by_email');
  });

  it('listIndexes shows the _id index and created indexes with their options', async () => {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await coll.createIndex(
      { code: 1 },
      { unique: true, partialFilterExpression: { active: true } },
    );

    const indexes = await coll.listIndexes().toArray();

    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'email_1', 'nick_1', 'code_1']);
    expect(indexes[0]).toMatchObject({ key: { _id: 1 }, name: '_id_' });
    expect(indexes[0].unique).toBeUndefined();
    expect(indexes[1]).toMatchObject({ key: { email: 1 }, name: 'email_1', unique: true });
    expect(indexes[2]).toMatchObject({
      key: { nick: 1 },
      name: 'nick_1',
      unique: true,
      sparse: true,
    });
    expect(indexes[3]).toMatchObject({
      key: { code: 1 },
      name: 'code_1',
      unique: true,
      partialFilterExpression: { active: true },
    });
  });

  it('creating an index that already exists with the same spec succeeds and changes nothing', async () => {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });

    const name = await coll.createIndex({ email: 1 }, { unique: true });

    expect(name).toBe('email_1');
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
  });

  it('dropIndex removes the index so its uniqueness is no longer enforced', async () => {
    const coll = await usersWithUniqueEmail();

    await coll.dropIndex('email_1');

    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await coll.insertOne({ email: 'ada@example.com' });
    expect(await coll.countDocuments({ email: 'ada@example.com' })).toBe(2);
  });

  it('dropping an index that does not exist fails with IndexNotFound (27)', async () => {
    const coll = freshCollection();
    await coll.insertOne({ a: 1 });

    const err = await rejectionOf(coll.dropIndex('nope_1'));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(27);
  });

  it('listIndexes on a collection that does not exist fails with NamespaceNotFound (26)', async () => {
    const coll = freshCollection();

    const err = await rejectionOf(coll.listIndexes().toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(26);
  });

  it('a TTL index is listed with its expireAfterSeconds', async () => {
    const coll = freshCollection();

    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });

    const indexes = await coll.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'createdAt_1')).toMatchObject({
      key: { createdAt: 1 },
      expireAfterSeconds: 3600,
    });
  });
});

describe('unique index', () => {
  it('rejects a duplicate insert with code 11000, keyPattern, keyValue and the E11000 message', async () => {
    const coll = await usersWithUniqueEmail();

    const err = await rejectionOf(coll.insertOne({ email: 'ada@example.com', name: 'Imposter' }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'ada@example.com' });
    expect(err.message).toBe(dupMessage(coll, 'email_1', '{ email: "ada@example.com" }'));
    expect(await coll.countDocuments({})).toBe(1);
  });

  it('accepts documents whose keys differ', async () => {
    const coll = await usersWithUniqueEmail();

    await coll.insertOne({ email: 'grace@example.com' });

    expect(await coll.countDocuments({})).toBe(2);
  });

  it('treats a missing field as null, so a second document without the field is a duplicate', async () => {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertOne({ name: 'no email 1' });

    const err = await rejectionOf(coll.insertOne({ name: 'no email 2' }));

    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: null });
    expect(err.message).toBe(dupMessage(coll, 'email_1', '{ email: null }'));
  });

  it('rejects an updateOne that would duplicate a key with 11000 and leaves the document unchanged', async () => {
    const coll = await usersWithUniqueEmail();
    await coll.insertOne({ _id: 2 as any, email: 'grace@example.com' });

    const err = await rejectionOf(
      coll.updateOne({ _id: 2 as any }, { $set: { email: 'ada@example.com' } }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'ada@example.com' });
    expect(err.message).toBe(dupMessage(coll, 'email_1', '{ email: "ada@example.com" }'));
    expect(await coll.findOne({ _id: 2 as any })).toEqual({ _id: 2, email: 'grace@example.com' });
  });

  it('rejects an updateMany that would give two documents the same key', async () => {
    const coll = await usersWithUniqueEmail();
    await coll.insertOne({ _id: 2 as any, email: 'grace@example.com' });

    const err = await rejectionOf(coll.updateMany({}, { $set: { email: 'same@example.com' } }));

    expect(err.code).toBe(11000);
    expect(await coll.countDocuments({ email: 'same@example.com' })).toBeLessThanOrEqual(1);
  });

  it('rejects an upsert that would insert a duplicate key', async () => {
    const coll = await usersWithUniqueEmail();

    const err = await rejectionOf(
      coll.updateOne(
        { name: 'Someone else' },
        { $set: { email: 'ada@example.com' } },
        { upsert: true },
      ),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ email: 'ada@example.com' });
    expect(await coll.countDocuments({})).toBe(1);
  });

  it('rejects a replaceOne that would duplicate a key', async () => {
    const coll = await usersWithUniqueEmail();
    await coll.insertOne({ _id: 2 as any, email: 'grace@example.com' });

    const err = await rejectionOf(coll.replaceOne({ _id: 2 as any }, { email: 'ada@example.com' }));

    expect(err.code).toBe(11000);
    expect(await coll.findOne({ _id: 2 as any })).toEqual({ _id: 2, email: 'grace@example.com' });
  });

  it('allows updating a document without changing its own unique key', async () => {
    const coll = await usersWithUniqueEmail();

    const result = await coll.updateOne(
      { _id: 1 as any },
      { $set: { email: 'ada@example.com', name: 'Ada L.' } },
    );

    expect(result.modifiedCount).toBe(1);
  });

  it('frees the key when the document holding it is deleted', async () => {
    const coll = await usersWithUniqueEmail();
    await coll.deleteOne({ _id: 1 as any });

    await coll.insertOne({ email: 'ada@example.com' });

    expect(await coll.countDocuments({ email: 'ada@example.com' })).toBe(1);
  });

  it('creating a unique index over existing duplicates fails with 11000 and creates no index', async () => {
    const coll = freshCollection();
    await coll.insertMany([{ email: 'x@example.com' }, { email: 'x@example.com' }]);

    const err = await rejectionOf(coll.createIndex({ email: 1 }, { unique: true }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('50 concurrent inserts of the same key: exactly one succeeds, 49 fail with 11000', async () => {
    const coll = freshCollection();
    await coll.createIndex({ email: 1 }, { unique: true });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        coll.insertOne({ email: 'race@example.com', attempt: i }),
      ),
    );

    const fulfilled = outcomes.filter((o) => o.status === 'fulfilled');
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(49);
    expect(
      rejected.every((o) => o.reason instanceof MongoServerError && o.reason.code === 11000),
    ).toBe(true);
    expect(await coll.countDocuments({ email: 'race@example.com' })).toBe(1);
  });
});

describe('compound unique index', () => {
  async function membership(): Promise<Collection> {
    const coll = freshCollection();
    await coll.createIndex({ teamId: 1, userId: 1 }, { unique: true });
    await coll.insertOne({ teamId: 1, userId: 'u1' });
    return coll;
  }

  it('allows documents that share only part of the key', async () => {
    const coll = await membership();

    await coll.insertMany([
      { teamId: 1, userId: 'u2' },
      { teamId: 2, userId: 'u1' },
    ]);

    expect(await coll.countDocuments({})).toBe(3);
  });

  it('rejects a document repeating every field of the key, reporting all of them', async () => {
    const coll = await membership();

    const err = await rejectionOf(coll.insertOne({ teamId: 1, userId: 'u1', role: 'admin' }));

    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ teamId: 1, userId: 1 });
    expect(err.keyValue).toEqual({ teamId: 1, userId: 'u1' });
    expect(err.message).toBe(dupMessage(coll, 'teamId_1_userId_1', '{ teamId: 1, userId: "u1" }'));
  });
});

describe('sparse unique index', () => {
  async function sparseNicknames(): Promise<Collection> {
    const coll = freshCollection();
    await coll.createIndex({ nick: 1 }, { unique: true, sparse: true });
    return coll;
  }

  it('allows many documents that lack the indexed field', async () => {
    const coll = await sparseNicknames();

    await coll.insertMany([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);

    expect(await coll.countDocuments({})).toBe(3);
  });

  it('still rejects two documents with the same value', async () => {
    const coll = await sparseNicknames();
    await coll.insertOne({ nick: 'ace' });

    const err = await rejectionOf(coll.insertOne({ nick: 'ace' }));

    expect(err.code).toBe(11000);
    expect(err.message).toBe(dupMessage(coll, 'nick_1', '{ nick: "ace" }'));
  });

  it('rejects an update that gives a document a value another document holds', async () => {
    const coll = await sparseNicknames();
    await coll.insertMany([{ _id: 1 as any, nick: 'ace' }, { _id: 2 as any }]);

    const err = await rejectionOf(coll.updateOne({ _id: 2 as any }, { $set: { nick: 'ace' } }));

    expect(err.code).toBe(11000);
  });
});

describe('partial unique index', () => {
  async function activeEmails(): Promise<Collection> {
    const coll = freshCollection();
    await coll.createIndex(
      { email: 1 },
      { unique: true, partialFilterExpression: { status: 'active' }, name: 'active_email' },
    );
    await coll.insertOne({ _id: 1 as any, email: 'p@example.com', status: 'active' });
    return coll;
  }

  it('ignores documents outside the filter, even with the same key', async () => {
    const coll = await activeEmails();

    await coll.insertMany([
      { email: 'p@example.com', status: 'deleted' },
      { email: 'p@example.com', status: 'deleted' },
    ]);

    expect(await coll.countDocuments({ email: 'p@example.com' })).toBe(3);
  });

  it('rejects a second document inside the filter with the same key', async () => {
    const coll = await activeEmails();

    const err = await rejectionOf(coll.insertOne({ email: 'p@example.com', status: 'active' }));

    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'p@example.com' });
    expect(err.message).toBe(dupMessage(coll, 'active_email', '{ email: "p@example.com" }'));
  });

  it('rejects an update that moves a document into the filter with a taken key', async () => {
    const coll = await activeEmails();
    await coll.insertOne({ _id: 2 as any, email: 'p@example.com', status: 'deleted' });

    const err = await rejectionOf(
      coll.updateOne({ _id: 2 as any }, { $set: { status: 'active' } }),
    );

    expect(err.code).toBe(11000);
    expect(await coll.findOne({ _id: 2 as any })).toMatchObject({ status: 'deleted' });
  });

  it('allows an update that moves the key holder out of the filter, freeing the key', async () => {
    const coll = await activeEmails();
    await coll.updateOne({ _id: 1 as any }, { $set: { status: 'deleted' } });

    await coll.insertOne({ email: 'p@example.com', status: 'active' });

    expect(await coll.countDocuments({ email: 'p@example.com', status: 'active' })).toBe(1);
  });

  it('rejects an upsert that would insert a taken key inside the filter', async () => {
    const coll = await activeEmails();

    const err = await rejectionOf(
      coll.updateOne(
        { email: 'p@example.com', status: 'active', name: 'x' },
        { $set: { v: 1 } },
        { upsert: true },
      ),
    );

    expect(err.code).toBe(11000);
    expect(await coll.countDocuments({})).toBe(1);
  });

  it('accepts an upsert of the same key outside the filter', async () => {
    const coll = await activeEmails();

    const result = await coll.updateOne(
      { email: 'p@example.com', status: 'invited' },
      { $set: { v: 1 } },
      { upsert: true },
    );

    expect(result.upsertedCount).toBe(1);
    expect(await coll.countDocuments({ email: 'p@example.com' })).toBe(2);
  });
});
