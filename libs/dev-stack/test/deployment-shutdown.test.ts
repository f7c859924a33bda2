// SIGTERM under load. A real teams process and a real gateway process, each
// started as the launcher starts it (node <workspace>/dist/src/main.js), serve a steady
// stream of concurrent calls; SIGTERM arrives in the middle. Every call started before
// the signal completes successfully, the process exits 0 within SHUTDOWN_TIMEOUT_MS, and a
// call made after it closed fails at once (UNAVAILABLE, connection refused) instead of
// hanging. The image's HEALTHCHECK script (deploy/healthcheck.js) is checked against
// the same processes.
//
// In Kubernetes a preStop pause comes first (k8s/base), so by the signal the endpoints no
// longer route new calls to the pod. The service here gets new calls even after the
// signal, which is harder; the gateway's clients stop at the signal, like a load balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {
  bindStubService,
  checkHealth,
  createClient,
  createLogger,
  eventsExchangeName,
  identityProto,
  RemoteCallError,
  signAccessToken,
  startGrpcServer,
  teamsProto,
  type RunningGrpcServer,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  eventually,
  sleep,
  startTestMongo,
  TEST_AMQP_URL,
  testAmqpPrefix,
  type TestMongo,
} from '@workmesh/testing';
import { repositoryRoot } from '../src/stack';

const root = repositoryRoot();
const SHUTDOWN_TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;
/** Load before the signal, so that calls are in flight at every stage of their life. */
const LOAD_MS = 600;
/** A call made to a closed process must fail within this, not wait for its deadline. */
const FAIL_FAST_MS = 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: bigint;
}

interface RunningProcess {
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Its stderr, for the failure message. */
  output: () => string;
}

/** Starts a process the way the launcher does (ManagedProcess): node, its main.js, its environment. */
function startProcess(script: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: process.hrtime.bigint() })),
  );
  return { child, exited, output: () => stderr };
}

/** The image's HEALTHCHECK command, run here: its exit code. */
function runHealthcheck(env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, [path.join(root, 'deploy', 'healthcheck.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

interface Call {
  startedAt: bigint;
  endedAt?: bigint;
  error?: string;
}

/** CONCURRENCY workers, each starting a call as soon as its last one ended, until stopped. */
function startLoad(call: () => Promise<void>, keepGoing: () => boolean = () => true) {
  const calls: Call[] = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped && keepGoing()) {
      const record: Call = { startedAt: process.hrtime.bigint() };
      calls.push(record);
      try {
        await call();
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
        await sleep(5); // a closed process refuses at once: do not spin
      }
      record.endedAt = process.hrtime.bigint();
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    calls,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

const ms = (from: bigint, to: bigint) => Number(to - from) / 1e6;

/** Sends SIGTERM mid-load and checks the outcome every test shares. */
async function terminateUnderLoad(
  running: RunningProcess,
  load: ReturnType<typeof startLoad>,
  onSignal: () => void = () => undefined,
) {
  await sleep(LOAD_MS);
  const signalAt = process.hrtime.bigint();
  onSignal();
  running.child.kill('SIGTERM');
  const exit = await running.exited;
  await load.stop();

  const before = load.calls.filter((call) => call.startedAt < signalAt);
  expect(before.length).toBeGreaterThan(CONCURRENCY);
  // In flight at the signal: still running when it came.
  expect(before.filter((call) => call.endedAt! > signalAt).length).toBeGreaterThan(0);
  expect(before.filter((call) => call.error).map((call) => call.error)).toEqual([]);
  // (Its stderr, if any, tells why not.)
  expect([exit.code, exit.signal, running.output()]).toEqual([0, null, expect.any(String)]);
  expect(ms(signalAt, exit.at)).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
}

describe('a service on SIGTERM under load', () => {
  let mongo: TestMongo;
  const prefix = testAmqpPrefix('sigterm');

  beforeAll(async () => {
    mongo = await startTestMongo();
  });

  afterAll(async () => {
    await mongo?.stop();
    // teams declares only the exchange (it consumes nothing).
    await deleteBrokerObjects(TEST_AMQP_URL, { exchanges: [eventsExchangeName(prefix)] });
  });

  it('finishes every call in flight, exits 0 in time, then refuses at once', async () => {
    const port = await freePort();
    const address = `127.0.0.1:${port}`;
    const teams = startProcess(path.join('services', 'teams', 'dist', 'src', 'main.js'), {
      GRPC_PORT: String(port),
      MONGO_URL: mongo.urlFor('teams'),
      AMQP_URL: TEST_AMQP_URL,
      AMQP_PREFIX: prefix,
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    const client = createClient(teamsProto().Teams.service, address, { deadlineMs: 5000 });
    try {
      await eventually(
        async () => (await checkHealth(address, 500)) === 'SERVING',
        30_000,
        `teams serving (${teams.output()})`,
      );
      expect(await runHealthcheck({ WORKMESH_SERVICE: 'teams', GRPC_PORT: String(port) })).toBe(0);

      // Reads that go to MongoDB: the caller's teams.
      const caller = { userId: 4242 };
      await client.CreateOrganization({
        owner_user_id: caller.userId,
        name: 'Load',
        request_key: 'sigterm',
      });
      const load = startLoad(async () => {
        const { teams: list } = await client.ListTeams({}, { caller });
        if (list.length !== 1) throw new Error(`expected one team, got ${list.length}`);
      });
      await terminateUnderLoad(teams, load);

      // Closed: a new call fails at once with UNAVAILABLE, and so does the health check.
      const started = Date.now();
      const failure = await client.ListTeams({}, { caller }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RemoteCallError);
      expect((failure as RemoteCallError).kind).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(FAIL_FAST_MS);
      expect(await runHealthcheck({ WORKMESH_SERVICE: 'teams', GRPC_PORT: String(port) })).toBe(1);
    } finally {
      client.close();
      teams.child.kill('SIGKILL');
    }
  });
});

describe('the gateway on SIGTERM under load', () => {
  const logger = createLogger('stub', 'silent');
  const tokenSettings = {
    secret: 'a-jwt-secret-for-the-sigterm-test-0123456789',
    issuer: 'workmesh-identity',
    audience: 'workmesh-api',
    ttlSeconds: 600,
  };
  let identity: RunningGrpcServer;
  let teams: RunningGrpcServer;

  beforeAll(async () => {
    identity = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.identity.v1.Identity', identityProto().Identity.service, {
          ResolveCaller: async (request) => ({
            user_id: request.user_id,
            current_team_id: 9,
            email: 'ada@example.com',
            name: 'Ada',
          }),
        }),
      ],
    });
    // Each answer takes a while, so that requests are in flight when the signal comes.
    teams = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
          ListTeams: async () => {
            await sleep(100);
            return { teams: [] };
          },
        }),
      ],
    });
  });

  afterAll(async () => {
    await identity?.shutdown(100);
    await teams?.shutdown(100);
  });

  it('answers every request in flight, exits 0 in time, then refuses at once', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const gateway = startProcess(path.join('gateway', 'dist', 'src', 'main.js'), {
      GATEWAY_PORT: String(port),
      JWT_SECRET: tokenSettings.secret,
      IDEMPOTENCY_HASH_SECRET: 'idempotency-hash-secret-0123456789abcdef',
      IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identity.port}`,
      TEAMS_GRPC_ADDRESS: `127.0.0.1:${teams.port}`,
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
    try {
      await eventually(
        async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.ok === true,
        30_000,
        `the gateway answering (${gateway.output()})`,
      );
      expect(
        await runHealthcheck({ WORKMESH_SERVICE: 'gateway', GATEWAY_PORT: String(port) }),
      ).toBe(0);

      const token = signAccessToken(
        { userId: 7, tokenVersion: 1, sessionId: 'shutdown-test-session' },
        tokenSettings,
      );
      let signalled = false;
      // Keep-alive connections (fetch's default), new requests until the signal.
      const load = startLoad(
        async () => {
          const response = await fetch(`${url}/api/v3/team/getTeams`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(5000),
          });
          const body = await response.text();
          if (response.status !== 200) throw new Error(`${response.status} ${body}`);
        },
        () => !signalled,
      );
      await terminateUnderLoad(gateway, load, () => (signalled = true));

      const started = Date.now();
      await expect(fetch(`${url}/healthz`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: 'ECONNREFUSED' }),
      });
      expect(Date.now() - started).toBeLessThan(FAIL_FAST_MS);
      expect(
        await runHealthcheck({ WORKMESH_SERVICE: 'gateway', GATEWAY_PORT: String(port) }),
      ).toBe(1);
    } finally {
      gateway.child.kill('SIGKILL');
    }
  });
});
