// Idempotency-Key on every create route, through the gateway and a gRPC stub of each
// service whose handler writes in a transaction of a real database (embedded MongoDB)
// with the platform's claim store: a retry answers the first answer without a second
// write, another body is 422, a key still running is 409, no key changes nothing. Keys
// belong to their caller (register's to the email it registers); the stored request hash
// is an HMAC under the gateways' shared IDEMPOTENCY_HASH_SECRET.
import {
  connectMongo,
  createLogger,
  idempotencyModel,
  idempotencyStore,
  mongoose,
  mongoRepository,
  type CallContext,
  type Connection,
} from '@workmesh/platform';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import request from 'supertest';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import { closeGatewayClients, createGatewayClients } from '../src/downstream-clients';
import {
  bearer,
  IDEMPOTENCY_HASH_SECRET,
  startGatewayUnderTest,
  tokenFor,
  USER,
  type GatewayUnderTest,
} from './gateway-harness';
import { CLIENT, PROJECT } from './client-fixtures';
import { GROUP, INVITATION } from './team-fixtures';
import { TIME_ENTRY } from './tracking-fixtures';

type StubName =
  | 'identity'
  | 'teams'
  | 'clientsService'
  | 'tasksService'
  | 'schedulingService'
  | 'notifierService'
  | 'trackingService';

interface CreateRoute {
  path: string;
  stub: StubName;
  rpc: string;
  status: number;
  body: Record<string, unknown>;
  other: Record<string, unknown>;
  reply: object;
  auth: boolean;
}

const CREATES: CreateRoute[] = [
  {
    path: '/api/v3/user/register',
    stub: 'identity',
    rpc: 'Register',
    status: 201,
    body: { name: 'Ada', email: 'ada@example.com', password: 'secret-1', c_password: 'secret-1' },
    // Another request under the same scope: register's keys are scoped by the email.
    other: { name: 'Ada', email: 'ada@example.com', password: 'secret-2', c_password: 'secret-2' },
    reply: { user: USER, token: 'session-token' },
    auth: false,
  },
  {
    path: '/api/v3/client/create',
    stub: 'clientsService',
    rpc: 'CreateClient',
    status: 201,
    body: { name: 'Acme' },
    other: { name: 'Other' },
    reply: CLIENT,
    auth: true,
  },
  {
    path: '/api/v3/project/create',
    stub: 'clientsService',
    rpc: 'CreateProject',
    status: 201,
    body: { project: 'Launch', key: 'LA' },
    other: { project: 'Landing', key: 'LD' },
    reply: PROJECT,
    auth: true,
  },
  {
    path: '/api/taskmanager/v1/task/create',
    stub: 'tasksService',
    rpc: 'CreateTask',
    status: 201,
    body: { name: 'Write', project_id: 1 },
    other: { name: 'Read', project_id: 1 },
    reply: {},
    auth: true,
  },
  {
    path: '/api/v3/schedule/create',
    stub: 'schedulingService',
    rpc: 'AddSchedule',
    status: 200,
    body: { date_from: '2026-12-01', time_from: '09:00', time_to: '17:00' },
    other: { date_from: '2026-12-02', time_from: '09:00', time_to: '17:00' },
    reply: {},
    auth: true,
  },
  {
    path: '/api/v3/mobile/invitation/sendInvitation',
    stub: 'teams',
    rpc: 'SendInvitation',
    status: 200,
    body: { team_id: 9, email: 'bob@example.com', role: 'member' },
    other: { team_id: 9, email: 'eve@example.com', role: 'member' },
    reply: { success: 'sent', invitation: INVITATION },
    auth: true,
  },
  {
    path: '/api/v3/mobile/team/createTeam',
    stub: 'teams',
    rpc: 'CreateTeam',
    status: 201,
    body: { name: 'Crew' },
    other: { name: 'Band' },
    reply: {},
    auth: true,
  },
  {
    path: '/api/v3/team/groups/create',
    stub: 'teams',
    rpc: 'CreateGroup',
    status: 201,
    body: { name: 'Ops' },
    other: { name: 'Dev' },
    reply: GROUP,
    auth: true,
  },
  {
    path: '/api/v3/webhooks',
    stub: 'notifierService',
    rpc: 'CreateWebhook',
    status: 201,
    body: { event: 'task.created', target_url: 'https://hooks.example.com/a' },
    other: { event: 'task.created', target_url: 'https://hooks.example.com/b' },
    reply: {},
    auth: true,
  },
  {
    path: '/api/v3/timer/start',
    stub: 'trackingService',
    rpc: 'StartTimer',
    status: 201,
    body: { project_id: 4 },
    other: { project_id: 5 },
    reply: TIME_ENTRY,
    auth: true,
  },
  {
    path: '/api/v3/time-entry/create',
    stub: 'trackingService',
    rpc: 'CreateTimeEntry',
    status: 201,
    body: { project_id: 4, start: '2026-11-23T09:00:00Z', end: '2026-11-23T10:00:00Z' },
    other: { project_id: 4, start: '2026-11-23T09:00:00Z', end: '2026-11-23T11:00:00Z' },
    reply: TIME_ENTRY,
    auth: true,
  },
];

/** One document per write a stub's handler made (in the transaction that commits the claim). */
const writeSchema = new mongoose.Schema({ rpc: String, n: Number }, { collection: 'writes' });

let mongo: TestMongo;
let connection: Connection;
let gateway: GatewayUnderTest;
let repository: ReturnType<typeof makeRepository>;

const makeRepository = (db: Connection) =>
  mongoRepository(db, { writes: { model: db.model('Write', writeSchema) } });

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await connectMongo(mongo.urlFor('idempotency'), createLogger('test', 'silent'));
  repository = makeRepository(connection);
  await repository.ensureCollections();
  gateway = await startGatewayUnderTest();
  const store = idempotencyStore(connection);
  for (const name of new Set(CREATES.map((c) => c.stub))) {
    const stub = gateway[name];
    await stub.stop();
    stub.idempotency = store;
    await stub.start();
  }
});
afterAll(async () => {
  await gateway?.close();
  await connection?.close();
  await mongo?.stop();
});
beforeEach(async () => {
  gateway.reset();
  await repository.writes.model.deleteMany({});
  await idempotencyModel(connection).deleteMany({});
});

/** The route's stub writes one document per call in a transaction, after `before` resolves. */
function writing(create: CreateRoute, before: () => Promise<void> = async () => undefined) {
  const calls: CallContext[] = [];
  (gateway[create.stub].behaviour as Record<string, unknown>)[create.rpc] = async (
    _message: unknown,
    context: CallContext,
  ) => {
    calls.push(context);
    await before();
    await repository.transaction(async () => {
      await repository.writes.model.create([{ rpc: create.rpc, n: calls.length }]);
    });
    return create.reply;
  };
  return calls;
}

const send = (create: CreateRoute, body: object, key?: string) => {
  let call = request(gateway.app).post(create.path);
  if (create.auth) call = call.set('Authorization', bearer());
  if (key !== undefined) call = call.set('Idempotency-Key', key);
  return call.send(body);
};

const writes = () => repository.writes.model.countDocuments({});

describe.each(CREATES)('$rpc ($path) with an Idempotency-Key', (create) => {
  it('answers a retry with the same body the first answer again, with one write', async () => {
    const calls = writing(create);
    const first = await send(create, create.body, `key-${create.rpc}`);
    const again = await send(create, create.body, `key-${create.rpc}`);
    expect(first.status).toBe(create.status);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(calls).toHaveLength(1);
    expect(await writes()).toBe(1);
  });

  it('refuses the same key with another body: 422 shape A, no second write', async () => {
    writing(create);
    expect((await send(create, create.body, 'k-1')).status).toBe(create.status);
    const other = await send(create, create.other, 'k-1');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: 422,
      message: 'This Idempotency-Key was used with another request.',
    });
    expect(await writes()).toBe(1);
  });

  it('answers 409 shape A while the first request with the key still runs, and writes once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    writing(create, async () => {
      entered();
      await gate;
    });
    const first = send(create, create.body, 'k-busy').then((response) => response);
    await running;
    const second = await send(create, create.body, 'k-busy');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error: 409,
      message: 'A request with this Idempotency-Key is still in progress.',
    });
    release();
    expect((await first).status).toBe(create.status);
    expect(await writes()).toBe(1);
  });

  it('without the header writes on every request, as before', async () => {
    const calls = writing(create);
    expect((await send(create, create.body)).status).toBe(create.status);
    expect((await send(create, create.body)).status).toBe(create.status);
    expect(calls).toHaveLength(2);
    expect(await writes()).toBe(2);
  });
});

describe('Idempotency-Key', () => {
  const clientCreate = CREATES[1]!;

  it('refuses a key that is not 1 to 255 printable ASCII characters: 400 shape A, no call', async () => {
    const calls = writing(clientCreate);
    for (const key of ['x'.repeat(256), 'tab\there']) {
      const response = await send(clientCreate, clientCreate.body, key);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 400,
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
      });
    }
    expect(calls).toHaveLength(0);
  });

  it('runs a retry again when the first call failed (nothing was written)', async () => {
    let failures = 1;
    const calls: unknown[] = [];
    gateway.clientsService.behaviour.CreateClient = async () => {
      calls.push(1);
      if (failures-- > 0) throw new Error('boom');
      await repository.transaction(async () => {
        await repository.writes.model.create([{ rpc: 'CreateClient' }]);
      });
      return CLIENT;
    };
    expect((await send(clientCreate, clientCreate.body, 'k-fail')).status).toBe(500);
    expect((await send(clientCreate, clientCreate.body, 'k-fail')).status).toBe(201);
    expect((await send(clientCreate, clientCreate.body, 'k-fail')).status).toBe(201);
    expect(calls).toHaveLength(2);
    expect(await writes()).toBe(1);
  });

  it('treats the same key on another create route as another request: 422', async () => {
    writing(clientCreate);
    const project = CREATES[2]!;
    writing(project);
    expect((await send(clientCreate, clientCreate.body, 'shared')).status).toBe(201);
    expect((await send(project, project.body, 'shared')).status).toBe(422);
  });

  it('leaves routes that are not creates alone', async () => {
    const calls = gateway.clientsService.answer('DeleteClient', { success: 'deleted' });
    for (let i = 0; i < 2; i++) {
      await request(gateway.app)
        .post('/api/v3/client/5/delete')
        .set('Authorization', bearer())
        .set('Idempotency-Key', 'k-del');
    }
    expect(calls).toHaveLength(2);
    expect(calls[0]!.context.metadata.get('x-idempotency-key')).toEqual([]);
  });
});

/** Another gateway process in front of the same services, with its own settings. */
async function withReplica<T>(
  env: Record<string, string>,
  use: (app: GatewayApp) => Promise<T>,
): Promise<T> {
  const config = loadGatewayConfig({ ...gateway.config, ...env } as unknown as NodeJS.ProcessEnv);
  const clients = createGatewayClients(config);
  try {
    return await use(createGatewayApp(config, createLogger('replica', 'silent'), clients));
  } finally {
    closeGatewayClients(clients);
  }
}

/** The stub answers each call with a reply of its own (`made(n)` for the n-th call), after one write. */
function writingEach(create: CreateRoute, made: (n: number) => object) {
  const calls: CallContext[] = [];
  (gateway[create.stub].behaviour as Record<string, unknown>)[create.rpc] = async (
    _message: unknown,
    context: CallContext,
  ) => {
    calls.push(context);
    const n = calls.length;
    await repository.transaction(async () => {
      await repository.writes.model.create([{ rpc: create.rpc, n }]);
    });
    return made(n);
  };
  return calls;
}

describe('Idempotency-Key request hashes', () => {
  const register = CREATES[0]!;
  const storedHashes = async () =>
    (await idempotencyModel(connection).find({}).lean()).map((claim) => claim.hash);

  it('are keyed by IDEMPOTENCY_HASH_SECRET: one register under two secrets stores two unrelated hashes, no password', async () => {
    writing(register);
    expect((await send(register, register.body, 'k-first')).status).toBe(201);
    await withReplica(
      { IDEMPOTENCY_HASH_SECRET: 'another-gateway-secret-0123456789abcdef' },
      (app) =>
        request(app).post(register.path).set('Idempotency-Key', 'k-second').send(register.body),
    );

    const hashes = await storedHashes();
    expect(hashes).toHaveLength(2);
    // A plain digest of the same request would be the same under both gateways.
    expect(hashes[0]).not.toBe(hashes[1]);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify(await idempotencyModel(connection).find({}).lean());
    expect(stored).not.toContain(register.body.password as string);
  });

  it('match across replicas sharing the secret: a retry through another gateway answers the first answer', async () => {
    const clientCreate = CREATES[1]!;
    const calls = writing(clientCreate);
    const first = await send(clientCreate, clientCreate.body, 'k-replica');
    const again = await withReplica({ IDEMPOTENCY_HASH_SECRET }, (app) =>
      request(app)
        .post(clientCreate.path)
        .set('Authorization', bearer())
        .set('Idempotency-Key', 'k-replica')
        .send(clientCreate.body),
    );
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(calls).toHaveLength(1);
    expect(await writes()).toBe(1);
  });

  it('do not match under another secret: a replica with its own secret refuses the retry (422), so replicas must share it', async () => {
    const clientCreate = CREATES[1]!;
    writing(clientCreate);
    expect((await send(clientCreate, clientCreate.body, 'k-split')).status).toBe(201);
    const again = await withReplica(
      { IDEMPOTENCY_HASH_SECRET: 'another-gateway-secret-0123456789abcdef' },
      (app) =>
        request(app)
          .post(clientCreate.path)
          .set('Authorization', bearer())
          .set('Idempotency-Key', 'k-split')
          .send(clientCreate.body),
    );
    expect(again.status).toBe(422);
    expect(await writes()).toBe(1);
  });
});

describe('Idempotency-Key scopes', () => {
  const clientCreate = CREATES[1]!;
  const register = CREATES[0]!;

  it("runs user B's request under user A's key as its own write, and never answers A's reply to B", async () => {
    const calls = writingEach(clientCreate, (n) => ({ ...CLIENT, id: 100 + n }));
    const asA = await send(clientCreate, clientCreate.body, 'k-shared');
    const asB = await request(gateway.app)
      .post(clientCreate.path)
      .set('Authorization', bearer(tokenFor(8)))
      .set('Idempotency-Key', 'k-shared')
      .send(clientCreate.other);

    expect([asA.status, asB.status]).toEqual([201, 201]);
    expect(asA.body.success.id).toBe(101);
    expect(asB.body.success.id).toBe(102);
    expect(calls.map((context) => context.caller?.userId)).toEqual([7, 8]);
    expect(await writes()).toBe(2);
    // Each retry replays its own caller's answer.
    expect((await send(clientCreate, clientCreate.body, 'k-shared')).body.success.id).toBe(101);
  });

  it('scopes anonymous register keys by the email registered: two strangers with one key each register', async () => {
    const calls = writingEach(register, (n) => ({ user: { ...USER, id: n }, token: `t-${n}` }));
    const first = await send(register, register.body, 'k-anon');
    const stranger = await send(
      register,
      { ...register.body, email: 'grace@example.com' },
      'k-anon',
    );

    expect([first.status, stranger.status]).toEqual([201, 201]);
    expect(first.body.token).toBe('t-1');
    expect(stranger.body.token).toBe('t-2');
    expect(calls).toHaveLength(2);
    expect(await writes()).toBe(2);
  });

  it('refuses register under the key with the same email (any case) but another password: 422', async () => {
    writingEach(register, (n) => ({ user: { ...USER, id: n }, token: `t-${n}` }));
    expect((await send(register, register.body, 'k-anon')).status).toBe(201);
    const other = await send(
      register,
      {
        ...register.body,
        email: (register.body.email as string).toUpperCase(),
        password: 'secret-2',
        c_password: 'secret-2',
      },
      'k-anon',
    );
    expect(other.status).toBe(422);
    expect(await writes()).toBe(1);
  });

  it('answers a register retry from another client address the first answer (the scope is not the address)', async () => {
    const calls = writingEach(register, (n) => ({ user: { ...USER, id: n }, token: `t-${n}` }));
    const first = await withReplica({ TRUST_PROXY: 'true' }, (app) =>
      request(app)
        .post(register.path)
        .set('X-Forwarded-For', '198.51.100.1')
        .set('Idempotency-Key', 'k-moving')
        .send(register.body),
    );
    const moved = await withReplica({ TRUST_PROXY: 'true' }, (app) =>
      request(app)
        .post(register.path)
        .set('X-Forwarded-For', '203.0.113.9')
        .set('Idempotency-Key', 'k-moving')
        .send(register.body),
    );
    expect([first.status, moved.status]).toEqual([201, 201]);
    expect(moved.body).toEqual(first.body);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.clientIp).toBe('198.51.100.1');
  });
});
