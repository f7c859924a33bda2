// forEachBatch: a large read through the find and getMore commands returns what the
// driver's cursor returns, over as many batches as it takes, and leaves no cursor open.
import { forEachBatch, type BulkReadOptions } from '../src';
import { openTestDatabase, type TestDatabase } from './events/mongo-fixture';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const rows = Array.from({ length: 250 }, (_, i) => ({
    _id: i + 1,
    team_id: 1 + (i % 2),
    at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    note: `row ${i + 1}`,
  }));
  await database.connection.collection<{ _id: number }>('rows').insertMany(rows);
});
afterAll(() => database.close());

/** Every document forEachBatch hands over, in one array. */
async function findAllDocuments<T = Record<string, unknown>>(
  connection: TestDatabase['connection'],
  collection: string,
  filter: object,
  options: BulkReadOptions = {},
): Promise<T[]> {
  const documents: T[] = [];
  await forEachBatch<T>(connection, collection, filter, options, (batch) => {
    documents.push(...batch);
  });
  return documents;
}

const openCursors = async () => {
  const status = await database.connection.db!.admin().command({ serverStatus: 1 });
  return Number(status.metrics?.cursor?.open?.total ?? 0);
};

describe('forEachBatch, collected', () => {
  const filter = { team_id: 1, at: { $gte: new Date(Date.UTC(2026, 0, 1, 1)) } };

  it.each([undefined, 1, 7, 1000])(
    'reads every match, in the cursor order, with batches of %p',
    async (batchSize) => {
      const expected = await database.connection
        .collection('rows')
        .find(filter, { projection: { note: 0 } })
        .toArray();
      const documents = await findAllDocuments(database.connection, 'rows', filter, {
        projection: { note: 0 },
        batchSize,
      });
      expect(expected.length).toBe(95); // rows 61..249 of team 1 (odd _ids from 61)
      expect(documents).toEqual(expected);
      expect(documents[0]).toEqual({ _id: 61, team_id: 1, at: new Date(Date.UTC(2026, 0, 1, 1)) });
    },
  );

  it('sorts when asked', async () => {
    const documents = await findAllDocuments<{ _id: number }>(database.connection, 'rows', filter, {
      projection: { _id: 1 },
      sort: { _id: -1 },
      batchSize: 10,
    });
    expect(documents.map((document) => document._id).slice(0, 3)).toEqual([249, 247, 245]);
    expect(documents).toHaveLength(95);
  });

  it('answers an empty list when nothing matches, and when the collection does not exist', async () => {
    expect(await findAllDocuments(database.connection, 'rows', { team_id: 3 })).toEqual([]);
    expect(await findAllDocuments(database.connection, 'no_rows', {})).toEqual([]);
  });

  it("fails with the server's error on a bad filter, leaving no cursor open", async () => {
    const before = await openCursors();
    await expect(
      findAllDocuments(database.connection, 'rows', { at: { $bogus: 1 } }),
    ).rejects.toMatchObject({ code: 2 });
    expect(await openCursors()).toBe(before);
  });

  it('leaves no cursor open once every batch is read', async () => {
    const before = await openCursors();
    await findAllDocuments(database.connection, 'rows', {}, { batchSize: 3 });
    expect(await openCursors()).toBe(before);
  });
});

describe('forEachBatch', () => {
  it('hands over the batches in order and answers how many documents it read', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    const read = await forEachBatch<{ _id: number }>(
      database.connection,
      'rows',
      { team_id: 2 },
      { projection: { _id: 1 }, sort: { _id: 1 }, batchSize: 40 },
      (batch) => {
        sizes.push(batch.length);
        for (const document of batch) seen.push(document._id);
      },
    );
    expect(read).toBe(125);
    expect(sizes).toEqual([40, 40, 40, 5]);
    expect(seen).toEqual(Array.from({ length: 125 }, (_, i) => 2 * i + 2));
  });

  it("kills the cursor when the caller's work fails part way, and reports that failure", async () => {
    const before = await openCursors();
    let batches = 0;
    await expect(
      forEachBatch(database.connection, 'rows', {}, { batchSize: 20 }, () => {
        batches += 1;
        if (batches === 2) throw new Error('folding failed');
      }),
    ).rejects.toThrow('folding failed');
    expect(batches).toBe(2);
    expect(await openCursors()).toBe(before);
  });
});
