// Integer id sequences (design rule 6): one id at a time, or a block of consecutive ids
// in one step, drawn from the same counter.
import { mongoRepository, nextSequence, reserveSequence } from '../src';
import { openTestDatabase, type TestDatabase } from './events/mongo-fixture';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('reserveSequence', () => {
  it('answers the first of a block of consecutive ids that no other call gets', async () => {
    const { connection } = database;
    expect(await nextSequence(connection, 'blocks')).toBe(1);
    expect(await reserveSequence(connection, 'blocks', 5)).toBe(2); // 2..6
    expect(await nextSequence(connection, 'blocks')).toBe(7);
    expect(await reserveSequence(connection, 'blocks', 3)).toBe(8); // 8..10
  });

  it('gives concurrent reservations disjoint blocks', async () => {
    const firsts = await Promise.all(
      Array.from({ length: 10 }, () => reserveSequence(database.connection, 'concurrent', 100)),
    );
    const ids = firsts.flatMap((first) => Array.from({ length: 100 }, (_, i) => first + i));
    expect(new Set(ids).size).toBe(1000);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(1000);
  });

  it.each([0, -1, 1.5])('refuses to reserve %p ids', async (count) => {
    await expect(reserveSequence(database.connection, 'refused', count)).rejects.toThrow(
      RangeError,
    );
  });

  it("is a repository's reserveIds, as a block", async () => {
    const repository = mongoRepository<Record<string, never>, 'entries'>(database.connection, {});
    expect(await repository.reserveIds('entries', 4)).toEqual({ first: 1, count: 4 });
    expect(await repository.nextId('entries')).toBe(5);
  });
});
