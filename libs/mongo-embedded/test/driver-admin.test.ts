// Databases, collections and server commands through the official driver:
// create / listCollections / drop, dropDatabase / listDatabases, ping,
// buildInfo and hello.
import { type Db, type MongoClient } from 'mongodb';
import { uniqueCollectionName, uniqueDbName, useTestDatabase } from './support/mongo-target';

let client: MongoClient;
let db: Db;
const extraDbs: Db[] = [];
useTestDatabase('admin', (opened) => ({ client, db } = opened), {
  beforeClose: async () => {
    for (const extra of extraDbs) await extra.dropDatabase();
  },
});

function extraDb(): Db {
  const extra = client.db(uniqueDbName('adminx'));
  extraDbs.push(extra);
  return extra;
}

async function collectionNames(database: Db): Promise<string[]> {
  return (await database.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .sort();
}

async function databaseNames(): Promise<string[]> {
  const { databases } = await client.db('admin').admin().listDatabases();
  return databases.map((d) => d.name);
}

describe('server commands', () => {
  it('ping answers ok: 1', async () => {
    const reply = await db.command({ ping: 1 });

    expect(reply.ok).toBe(1);
  });

  it('buildInfo reports a semantic version string matching versionArray', async () => {
    const info = await db.admin().buildInfo();

    expect(info.ok).toBe(1);
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.versionArray).toHaveLength(4);
    expect(
      info.version.startsWith(
        `${info.versionArray[0]}.${info.versionArray[1]}.${info.versionArray[2]}`,
      ),
    ).toBe(true);
    expect(info.maxBsonObjectSize).toBe(16 * 1024 * 1024);
  });

  it('hello reports a writable primary of a replica set with the standard limits', async () => {
    const reply = await db.admin().command({ hello: 1 });

    expect(reply.ok).toBe(1);
    expect(reply.isWritablePrimary).toBe(true);
    expect(typeof reply.setName).toBe('string');
    expect(reply.maxBsonObjectSize).toBe(16777216);
    expect(reply.maxMessageSizeBytes).toBe(48000000);
    expect(reply.maxWriteBatchSize).toBe(100000);
    expect(typeof reply.logicalSessionTimeoutMinutes).toBe('number');
  });
});

describe('collections', () => {
  it('createCollection creates an empty collection that listCollections shows', async () => {
    const name = uniqueCollectionName('made');

    await db.createCollection(name);

    expect(await collectionNames(db)).toContain(name);
    expect(await db.collection(name).countDocuments({})).toBe(0);
  });

  it('the first insert creates the collection implicitly', async () => {
    const name = uniqueCollectionName('implicit');
    expect(await collectionNames(db)).not.toContain(name);

    await db.collection(name).insertOne({ a: 1 });

    expect(await collectionNames(db)).toContain(name);
  });

  it('listCollections describes each collection with type "collection" and filters by name', async () => {
    const name = uniqueCollectionName('described');
    await db.createCollection(name);

    const infos = await db.listCollections({ name }).toArray();

    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatchObject({ name, type: 'collection' });
  });

  it('drop removes the collection and its documents', async () => {
    const name = uniqueCollectionName('dropped');
    await db.collection(name).insertMany([{ a: 1 }, { a: 2 }]);

    const dropped = await db.collection(name).drop();

    expect(dropped).toBe(true);
    expect(await collectionNames(db)).not.toContain(name);
    expect(await db.collection(name).countDocuments({})).toBe(0);
  });

  it('drop also removes the collection indexes', async () => {
    const name = uniqueCollectionName('reindexed');
    await db.collection(name).createIndex({ email: 1 }, { unique: true });
    await db.collection(name).drop();

    await db.collection(name).insertMany([{ email: 'same' }, { email: 'same' }]);

    expect(await db.collection(name).countDocuments({})).toBe(2);
  });
});

describe('databases', () => {
  it('listDatabases includes a database once it holds data', async () => {
    const other = extraDb();
    await other.collection('things').insertOne({ a: 1 });

    const { databases } = await client.db('admin').admin().listDatabases();

    expect(databases.find((d) => d.name === other.databaseName)).toMatchObject({
      name: other.databaseName,
      empty: false,
    });
  });

  it('dropDatabase removes the database, its collections and its documents', async () => {
    const other = extraDb();
    await other.collection('a').insertOne({ x: 1 });
    await other.collection('b').insertOne({ y: 1 });

    const dropped = await other.dropDatabase();

    expect(dropped).toBe(true);
    expect(await databaseNames()).not.toContain(other.databaseName);
    expect(await collectionNames(other)).toEqual([]);
    expect(await other.collection('a').countDocuments({})).toBe(0);
  });

  it('databases are isolated: the same collection name holds different documents in each', async () => {
    const other = extraDb();
    const name = uniqueCollectionName('shared');
    await db.collection(name).insertOne({ from: 'main' });
    await other.collection(name).insertOne({ from: 'other' });

    const mainDocs = await db
      .collection(name)
      .find({}, { projection: { _id: 0 } })
      .toArray();
    const otherDocs = await other
      .collection(name)
      .find({}, { projection: { _id: 0 } })
      .toArray();

    expect(mainDocs).toEqual([{ from: 'main' }]);
    expect(otherDocs).toEqual([{ from: 'other' }]);
  });
});
