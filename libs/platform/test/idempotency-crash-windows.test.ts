// The crash windows of an Idempotency-Key claim, against the embedded MongoDB: a holder
// that died before committing (its lease ends, a retry takes the key over and writes
// once; the holder, should it wake up, cannot commit), and a holder that died after
// committing but before storing its reply (never a second write: "in progress" while
// its lease runs, then the distinct REPLY_LOST). A lease's end is simulated by moving
// `lease_until` into the past, as a clock would.
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import {
  DomainError,
  IdempotencyText,
  idempotencyModel,
  idempotencyStore,
  mongoRepository,
  Reason,
  type IdempotencyRequest,
  type IdempotencyStore,
} from '../src';

let mongo: TestMongo;
let connection: Connection;
let store: IdempotencyStore;
const Write = new mongoose.Schema({ n: Number }, { collection: 'writes' });

const writes = () => connection.model('Write', Write);
const repository = () => mongoRepository(connection, { writes: { model: writes() } });
const claims = () => idempotencyModel(connection);

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('idempotency_crash')).asPromise();
  await repository().ensureCollections();
  store = idempotencyStore(connection);
});
afterAll(async () => {
  await connection?.close();
  await mongo?.stop();
});
beforeEach(async () => {
  await writes().deleteMany({});
  await claims().deleteMany({});
});

let serial = 0;
const keyed = (): IdempotencyRequest => ({ scope: 'user:1', key: `k-${++serial}`, hash: 'h-1' });
const idOf = (request: IdempotencyRequest) => `${request.scope}\n${request.key}`;

/** Replies are `{ n }` as JSON bytes. */
const json = {
  serialize: (value: { n: number }) => Buffer.from(JSON.stringify(value)),
  deserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as { n: number },
};
const CALL = { rpc: 'Test/Create', deadline: Infinity };

/** A handler that writes one document in a transaction (committing the claim) and answers its number. */
function writer(before: () => Promise<void> = async () => undefined) {
  let runs = 0;
  const handle = async () => {
    const n = ++runs;
    await before();
    await repository().transaction(async () => {
      await writes().create([{ n }]);
    });
    return { n };
  };
  return { handle, runs: () => runs };
}

/** The claim's lease ends now (its holder's time is up). */
const endLease = (request: IdempotencyRequest) =>
  claims().updateOne({ _id: idOf(request) }, { $set: { lease_until: new Date(Date.now() - 1) } });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** A claim as a dead process left it. */
async function leftClaim(
  request: IdempotencyRequest,
  state: 'pending' | 'committed',
  leaseMs: number,
) {
  await claims().create([
    {
      _id: idOf(request),
      rpc: CALL.rpc,
      hash: request.hash,
      state,
      token: 'dead-holder',
      lease_until: new Date(Date.now() + leaseMs),
      expires_at: new Date(Date.now() + 24 * 3600_000),
    },
  ]);
}

describe('a pending claim whose holder died', () => {
  it('is refused as in progress while its lease runs, and runs nothing', async () => {
    const request = keyed();
    await leftClaim(request, 'pending', 60_000);
    const { handle, runs } = writer();
    const error = await refusal(store.run(request, CALL, json, handle));
    expect(error.reason).toBe(Reason.IDEMPOTENCY_KEY_IN_PROGRESS);
    expect(runs()).toBe(0);
  });

  it('is taken over by a retry after its lease: the handler runs once and its reply replays', async () => {
    const request = keyed();
    await leftClaim(request, 'pending', -1);
    const { handle, runs } = writer();

    expect(await store.run(request, CALL, json, handle)).toEqual({ n: 1 });
    expect(await store.run(request, CALL, json, handle)).toEqual({ n: 1 });

    expect(runs()).toBe(1);
    expect(await writes().countDocuments()).toBe(1);
    expect(await claims().findById(idOf(request)).lean()).toMatchObject({ state: 'completed' });
  });

  it('still refuses another request under the key after its lease (422, not a takeover)', async () => {
    const request = keyed();
    await leftClaim(request, 'pending', -1);
    const { handle, runs } = writer();
    const error = await refusal(store.run({ ...request, hash: 'h-other' }, CALL, json, handle));
    expect(error.reason).toBe(Reason.IDEMPOTENCY_KEY_REUSED);
    expect(runs()).toBe(0);
  });

  it('cannot commit when it wakes up after a retry took the key over: one write in all', async () => {
    const request = keyed();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const slow = writer(async () => {
      entered();
      await gate;
    });
    const first = store.run(request, CALL, json, slow.handle).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    await running;
    await endLease(request);

    const retry = writer();
    expect(await store.run(request, CALL, json, retry.handle)).toEqual({ n: 1 });
    release();

    const outcome = await first;
    expect(outcome).toEqual({ error: expect.any(DomainError) });
    expect((outcome as { error: DomainError }).error.reason).toBe(
      Reason.IDEMPOTENCY_KEY_IN_PROGRESS,
    );
    expect(await writes().countDocuments()).toBe(1);
    // The key keeps the retry's reply.
    expect(await store.run(request, CALL, json, retry.handle)).toEqual({ n: 1 });
    expect(retry.runs()).toBe(1);
  });
});

describe('a committed claim whose reply was never stored', () => {
  it('is in progress while its lease runs (the holder may still store it), and runs nothing', async () => {
    const request = keyed();
    await leftClaim(request, 'committed', 60_000);
    const { handle, runs } = writer();
    const error = await refusal(store.run(request, CALL, json, handle));
    expect(error.reason).toBe(Reason.IDEMPOTENCY_KEY_IN_PROGRESS);
    expect(runs()).toBe(0);
  });

  it('answers REPLY_LOST after its lease: the write happened, no second one', async () => {
    const request = keyed();
    await leftClaim(request, 'committed', -1);
    const { handle, runs } = writer();
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await refusal(store.run(request, CALL, json, handle));
      expect([error.reason, error.message]).toEqual([
        Reason.IDEMPOTENCY_KEY_REPLY_LOST,
        IdempotencyText.REPLY_LOST,
      ]);
    }
    expect(runs()).toBe(0);
    expect(await writes().countDocuments()).toBe(0);
  });

  it('answers the call whose reply could not be stored, and its retries REPLY_LOST after the lease', async () => {
    const request = keyed();
    const { handle, runs } = writer();
    const unstorable = {
      serialize: (): Buffer => {
        throw new Error('storage failed');
      },
      deserialize: json.deserialize,
    };

    expect(await store.run(request, CALL, unstorable, handle)).toEqual({ n: 1 });
    expect((await refusal(store.run(request, CALL, json, handle))).reason).toBe(
      Reason.IDEMPOTENCY_KEY_IN_PROGRESS,
    );
    await endLease(request);
    expect((await refusal(store.run(request, CALL, json, handle))).reason).toBe(
      Reason.IDEMPOTENCY_KEY_REPLY_LOST,
    );

    expect(runs()).toBe(1);
    expect(await writes().countDocuments()).toBe(1);
  });
});

describe('claims of different scopes', () => {
  it('never meet: the same key of two callers runs two handlers, each replaying its own reply', async () => {
    const a = { scope: 'user:1', key: 'shared', hash: 'h-a' };
    const b = { scope: 'user:2', key: 'shared', hash: 'h-b' };
    const { handle, runs } = writer();

    expect(await store.run(a, CALL, json, handle)).toEqual({ n: 1 });
    expect(await store.run(b, CALL, json, handle)).toEqual({ n: 2 });
    expect(await store.run(b, CALL, json, handle)).toEqual({ n: 2 });
    expect(await store.run(a, CALL, json, handle)).toEqual({ n: 1 });

    expect(runs()).toBe(2);
    expect(await writes().countDocuments()).toBe(2);
  });
});
