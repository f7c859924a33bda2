// What MongoDB refuses: unknown commands, unknown operators and stages, and
// malformed updates are errors, never silently ignored.
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useTestDatabase } from './support/mongo-target';

let client: MongoClient;
let db: Db;
useTestDatabase('strict', (opened) => ({ client, db } = opened));

async function seeded(): Promise<Collection> {
  const coll = db.collection(uniqueCollectionName('strict'));
  await coll.insertMany([
    { _id: 1 as any, a: 1, s: 'text', arr: [1, 2] },
    { _id: 2 as any, a: 2, s: 'more', arr: [3] },
  ]);
  return coll;
}

describe('commands', () => {
  it('an unknown command fails with CommandNotFound (59)', async () => {
    const err = await rejectionOf(db.command({ noSuchCommand: 1 }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
    expect(err.message).toContain('noSuchCommand');
  });

  it('an unknown admin command fails with CommandNotFound (59)', async () => {
    const err = await rejectionOf(client.db('admin').command({ definitelyNotACommand: 1 }));

    expect(err.code).toBe(59);
  });
});

describe('queries', () => {
  it('find with an unknown query operator is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.find({ a: { $foo: 1 } } as any).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
  });

  it('an unknown top-level query operator is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.findOne({ $foo: [{ a: 1 }] } as any));

    expect(err).toBeInstanceOf(MongoServerError);
  });

  it('countDocuments with an unknown query operator is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.countDocuments({ a: { $foo: 1 } } as any));

    expect(err).toBeInstanceOf(MongoServerError);
  });

  it('deleteMany with an unknown query operator is rejected and deletes nothing', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.deleteMany({ a: { $foo: 1 } } as any));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(await coll.countDocuments({})).toBe(2);
  });

  it('a projection mixing inclusion and exclusion is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.find({}, { projection: { a: 1, s: 0 } }).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
  });
});

describe('updates', () => {
  it('an unknown update operator is rejected with FailedToParse (9) and changes nothing', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $foo: { a: 5 } } as any));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(9);
    expect(await coll.findOne({ _id: 1 as any })).toMatchObject({ a: 1 });
  });

  it('two operators on the same path are rejected with ConflictingUpdateOperators (40)', async () => {
    const coll = await seeded();

    const err = await rejectionOf(
      coll.updateOne({ _id: 1 as any }, { $set: { a: 5 }, $inc: { a: 1 } }),
    );

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40);
  });

  it('$inc on a non-numeric field is rejected with TypeMismatch (14)', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $inc: { s: 1 } }));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(14);
    expect(await coll.findOne({ _id: 1 as any })).toMatchObject({ s: 'text' });
  });

  it('$push onto a field that is not an array is rejected and changes nothing', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.updateOne({ _id: 1 as any }, { $push: { s: 'x' } } as any));

    expect(err).toBeInstanceOf(MongoServerError);
    expect(await coll.findOne({ _id: 1 as any })).toMatchObject({ s: 'text' });
  });
});

describe('aggregation', () => {
  it('an unknown pipeline stage is rejected with code 40324', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.aggregate([{ $foo: {} }]).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(40324);
  });

  it('an unknown expression operator is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(coll.aggregate([{ $project: { x: { $foo: '$a' } } }]).toArray());

    expect(err).toBeInstanceOf(MongoServerError);
  });

  it('an unknown $group accumulator is rejected', async () => {
    const coll = await seeded();

    const err = await rejectionOf(
      coll.aggregate([{ $group: { _id: null, x: { $foo: '$a' } } }]).toArray(),
    );

    expect(err).toBeInstanceOf(MongoServerError);
  });
});
