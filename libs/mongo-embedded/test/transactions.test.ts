// Multi-document transactions through the official driver: commit makes every
// write visible at once, abort (explicit, by a thrown error or by a failed
// write) makes none visible, and uncommitted writes stay invisible to others.
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import { rejectionOf, uniqueCollectionName, useObservedTestDatabase } from './support/mongo-target';

let client: MongoClient;
let db: Db;
let observerDb: Db;
useObservedTestDatabase('txn', (opened) => ({ client, db, observerDb } = opened));

/** Two existing collections (transactions write into collections created beforehand). */
async function accountsAndLedger(): Promise<{ accounts: Collection; ledger: Collection }> {
  const accounts = await db.createCollection(uniqueCollectionName('accounts'));
  const ledger = await db.createCollection(uniqueCollectionName('ledger'));
  await accounts.insertMany([
    { _id: 'alice' as any, balance: 100 },
    { _id: 'bob' as any, balance: 0 },
  ]);
  return { accounts, ledger };
}

async function observedBalances(accounts: Collection): Promise<Record<string, number>> {
  const docs = await observerDb.collection(accounts.collectionName).find({}).toArray();
  return Object.fromEntries(docs.map((d) => [String(d._id), d.balance as number]));
}

async function observedCount(coll: Collection): Promise<number> {
  return observerDb.collection(coll.collectionName).countDocuments({});
}

describe('committed transaction', () => {
  it('withTransaction makes both writes visible after commit', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();

    try {
      await session.withTransaction(async () => {
        await accounts.updateOne({ _id: 'alice' as any }, { $inc: { balance: -30 } }, { session });
        await ledger.insertOne({ from: 'alice', to: 'bob', amount: 30 }, { session });
      });
    } finally {
      await session.endSession();
    }

    expect(await observedBalances(accounts)).toEqual({ alice: 70, bob: 0 });
    expect(await observedCount(ledger)).toBe(1);
  });

  it('writes are invisible to another client until the transaction commits', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();
    const seenInside: { balances?: Record<string, number>; ledger?: number } = {};

    try {
      await session.withTransaction(async () => {
        await accounts.updateOne({ _id: 'alice' as any }, { $inc: { balance: -30 } }, { session });
        await ledger.insertOne({ amount: 30 }, { session });
        seenInside.balances = await observedBalances(accounts);
        seenInside.ledger = await observedCount(ledger);
      });
    } finally {
      await session.endSession();
    }

    expect(seenInside).toEqual({ balances: { alice: 100, bob: 0 }, ledger: 0 });
    expect(await observedCount(ledger)).toBe(1);
  });

  it('reads inside the transaction see its own uncommitted writes', async () => {
    const { ledger } = await accountsAndLedger();
    const session = client.startSession();
    let seen = -1;

    try {
      await session.withTransaction(async () => {
        await ledger.insertOne({ amount: 5 }, { session });
        seen = await ledger.countDocuments({}, { session });
      });
    } finally {
      await session.endSession();
    }

    expect(seen).toBe(1);
  });

  it('startTransaction / commitTransaction commits writes to several collections', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();

    try {
      session.startTransaction();
      await accounts.updateOne({ _id: 'bob' as any }, { $inc: { balance: 10 } }, { session });
      await ledger.insertOne({ to: 'bob', amount: 10 }, { session });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }

    expect(await observedBalances(accounts)).toEqual({ alice: 100, bob: 10 });
    expect(await observedCount(ledger)).toBe(1);
  });
});

describe('aborted transaction', () => {
  it('abortTransaction discards every write of the transaction', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();

    try {
      session.startTransaction();
      await accounts.updateOne({ _id: 'alice' as any }, { $inc: { balance: -30 } }, { session });
      await ledger.insertOne({ amount: 30 }, { session });
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }

    expect(await observedBalances(accounts)).toEqual({ alice: 100, bob: 0 });
    expect(await observedCount(ledger)).toBe(0);
  });

  it('an error thrown in the withTransaction callback aborts everything and is rethrown', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();
    const boom = new Error('boom');

    let err: unknown;
    try {
      err = await rejectionOf(
        session.withTransaction(async () => {
          await accounts.updateOne(
            { _id: 'alice' as any },
            { $inc: { balance: -30 } },
            { session },
          );
          await ledger.insertOne({ amount: 30 }, { session });
          throw boom;
        }),
      );
    } finally {
      await session.endSession();
    }

    expect(err).toBe(boom);
    expect(await observedBalances(accounts)).toEqual({ alice: 100, bob: 0 });
    expect(await observedCount(ledger)).toBe(0);
  });

  it('a duplicate key error inside the transaction fails it with 11000 and discards earlier writes', async () => {
    const { accounts, ledger } = await accountsAndLedger();
    const session = client.startSession();

    let err: any;
    try {
      err = await rejectionOf(
        session.withTransaction(async () => {
          await ledger.insertOne({ amount: 30 }, { session });
          await accounts.insertOne({ _id: 'alice' as any, balance: 1 }, { session });
        }),
      );
    } finally {
      await session.endSession();
    }

    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(await observedCount(ledger)).toBe(0);
    expect(await observedBalances(accounts)).toEqual({ alice: 100, bob: 0 });
  });

  it('after an abort the session can run a new transaction that commits', async () => {
    const { ledger } = await accountsAndLedger();
    const session = client.startSession();

    try {
      session.startTransaction();
      await ledger.insertOne({ attempt: 1 }, { session });
      await session.abortTransaction();
      session.startTransaction();
      await ledger.insertOne({ attempt: 2 }, { session });
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }

    const docs = await observerDb
      .collection(ledger.collectionName)
      .find({}, { projection: { _id: 0 } })
      .toArray();
    expect(docs).toEqual([{ attempt: 2 }]);
  });
});

describe('concurrent transactions', () => {
  it('write conflicts are retried by withTransaction, so concurrent increments all count', async () => {
    const counters = await db.createCollection(uniqueCollectionName('counters'));
    await counters.insertOne({ _id: 'hits' as any, value: 0 });

    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const session = client.startSession();
        try {
          await session.withTransaction(async () => {
            const current = await counters.findOne({ _id: 'hits' as any }, { session });
            await counters.updateOne(
              { _id: 'hits' as any },
              { $set: { value: current!.value + 1 } },
              { session },
            );
          });
        } finally {
          await session.endSession();
        }
      }),
    );

    expect(
      (await observerDb.collection(counters.collectionName).findOne({ _id: 'hits' as any }))!.value,
    ).toBe(8);
  });

  it('two transactions inserting the same unique key: exactly one commits', async () => {
    const users = await db.createCollection(uniqueCollectionName('users'));
    await users.createIndex({ email: 1 }, { unique: true });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, async (_unused, attempt) => {
        const session = client.startSession();
        try {
          await session.withTransaction(async () => {
            const taken = await users.findOne({ email: 'race@example.com' }, { session });
            if (taken) throw new Error('taken');
            await users.insertOne({ email: 'race@example.com', attempt }, { session });
          });
        } finally {
          await session.endSession();
        }
      }),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      await observerDb
        .collection(users.collectionName)
        .countDocuments({ email: 'race@example.com' }),
    ).toBe(1);
  });
});

describe('snapshot isolation', () => {
  it('a transaction keeps reading the data as it was when it started, even after others commit', async () => {
    const notes = await db.createCollection(uniqueCollectionName('notes'));
    await notes.insertOne({ _id: 'n1' as any, text: 'before' });
    const session = client.startSession();
    try {
      session.startTransaction();
      expect((await notes.findOne({ _id: 'n1' as any }, { session }))!.text).toBe('before');

      await observerDb
        .collection(notes.collectionName)
        .updateOne({ _id: 'n1' as any }, { $set: { text: 'after' } });
      await observerDb
        .collection(notes.collectionName)
        .insertOne({ _id: 'n2' as any, text: 'new' });

      expect((await notes.findOne({ _id: 'n1' as any }, { session }))!.text).toBe('before');
      expect(await notes.countDocuments({}, { session })).toBe(1);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
  });
});

describe('transaction lifetime (transactionLifetimeLimitSeconds)', () => {
  const LIFETIME_SECONDS = 2;
  let was: number;

  beforeAll(async () => {
    // A real server's cleanup runs every lifetime/2; a short lifetime keeps this test short.
    was = (
      await client
        .db('admin')
        .command({ setParameter: 1, transactionLifetimeLimitSeconds: LIFETIME_SECONDS })
    ).was;
  });
  afterAll(() =>
    client.db('admin').command({ setParameter: 1, transactionLifetimeLimitSeconds: was }),
  );

  it('setParameter changes it, getParameter reads it back, and a value below 1 is refused', async () => {
    const admin = client.db('admin');
    expect(was).toBeGreaterThanOrEqual(1);
    expect(
      (await admin.command({ getParameter: 1, transactionLifetimeLimitSeconds: 1 }))
        .transactionLifetimeLimitSeconds,
    ).toBe(LIFETIME_SECONDS);
    const refused = await rejectionOf(
      admin.command({ setParameter: 1, transactionLifetimeLimitSeconds: 0 }),
    );
    expect(refused).toBeInstanceOf(MongoServerError);
    expect(refused.code).toBe(2);
  });

  it('a transaction left open holds its keys until its lifetime from the start ends, however busy it is', async () => {
    const keys = await db.createCollection(uniqueCollectionName('keys'));
    const abandoned = client.startSession();
    const taker = client.startSession();
    try {
      abandoned.startTransaction();
      await keys.insertOne({ _id: 'claim' as any, by: 'abandoned' }, { session: abandoned });
      // Statements keep coming on it (a lifetime counted from the last use would never end).
      let abandonedAlive = true;
      const busy = (async () => {
        while (abandonedAlive) {
          await keys.findOne({}, { session: abandoned }).catch(() => (abandonedAlive = false));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();

      const conflict = await rejectionOf(
        (async () => {
          taker.startTransaction();
          try {
            await keys.insertOne({ _id: 'claim' as any, by: 'taker' }, { session: taker });
          } finally {
            await taker.abortTransaction().catch(() => undefined);
          }
        })(),
      );
      expect(conflict.code).toBe(112);

      // The server aborts it (within the lifetime and a cleanup period); the key is free.
      const deadline = Date.now() + LIFETIME_SECONDS * 1000 * 1.5 + 5000;
      for (;;) {
        try {
          await taker.withTransaction(async () => {
            await keys.insertOne({ _id: 'claim' as any, by: 'taker' }, { session: taker });
          });
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await busy;
      expect(abandonedAlive).toBe(false);
      expect(await observerDb.collection(keys.collectionName).findOne({})).toEqual({
        _id: 'claim',
        by: 'taker',
      });
      expect((await rejectionOf(abandoned.commitTransaction())).code).toBe(251);
    } finally {
      await abandoned.endSession();
      await taker.endSession();
    }
  });
});
