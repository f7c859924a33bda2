// System benchmark (not a test; `npm run bench`): the whole system started as `npm start`
// starts it (separate processes, embedded MongoDB unless MONGO_URL, the real RabbitMQ under
// a private prefix), measured on this machine. Every figure is also given as a ratio
// against a baseline measured in the same run, since absolute figures vary by machine:
//   read:  GET getTeams through gateway → gRPC → teams → MongoDB, against the gateway's
//          /healthz and against the same use case in-process behind a bare express route;
//   write: client create and project create, same comparison;
//   event: client.created published at 100/s → new_client webhook at the operator's
//          WEBHOOK_URL (the notifier's path), and client create → webhook end to end;
//   report: a month of time entries (25,000, 50 members) seeded into the stack's tracking
//          database, then GET report/summary by project and day through the gateway, one
//          call at a time, against the same use case in-process (tracking-report.ts);
//   schedule expansion: services/scheduling's expand-and-store bench, run as a child.
// Every run also counts the CPU time each process spent per request (process-cpu.ts): what
// each hop costs. No profiler samples the measured runs; every process is started with a
// preloaded, idle profiler that separate runs at the end switch on (cpu-profiler-preload.ts).
// Writes bench/results/system-<date>.json and .md and prints the markdown.
//   npm run build && node libs/dev-stack/dist/bench/system-bench.js
import { spawnMongoEmbedded, type MongoEmbeddedProcess } from '@workmesh/mongo-embedded';
import {
  ClientCreated,
  connectMongo,
  createLogger,
  EventBus,
  eventsExchangeName,
  newEvent,
  subscriptionQueueNames,
  type ClientCreatedData,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  startWebhookReceiver,
  TEST_AMQP_URL,
  testAmqpPrefix,
  withDatabase,
} from '@workmesh/testing';
import { trackingRepository } from '@workmesh/tracking';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot, SERVICES, startStack, type RunningStack } from '../src';
import { summariseCpuProfile, type ProfileSummary } from './cpu-profile';
import { offerEvents, waitForQuiet } from './event-path';
import { LoadRunner, measureSequential, ratio, sleep, type LoadFigures } from './load';
import { findProcessByName } from './process-cpu';
import { report, type Aim, type Machine, type Results } from './report';
import { scheduleExpansion } from './schedule-expansion';
import { REPORT_ENTRIES, REPORT_QUERY, seedMonthOfEntries } from './tracking-report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EVENT_RATE = 100;
const EVENT_SECONDS = 10;
/** Summary reports measured per path, one at a time, after REPORT_WARMUP unmeasured ones. */
const REPORT_CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 60);
const REPORT_WARMUP = 5;
/** The report p99 the issue aims at, through the gateway. */
const REPORT_P99_AIM_MS = 300;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
/** 2–5 letters, unique within the run (project keys are letters only). */
function letters(n: number): string {
  let key = '';
  do {
    key = String.fromCharCode(65 + (n % 26)) + key;
    n = Math.floor(n / 26);
  } while (n > 0);
  return key.padStart(2, 'A');
}
let keySequence = 0;
const clientBody = () => ({ name: `Bench client ${unique()}`, email: `c${unique()}@example.com` });
const projectBody = (offset: number) => () => ({
  project: `Bench project ${unique()}`,
  key: letters(offset + keySequence++),
});

/** The environment that preloads the idle profiler, writing under profileDir/name. */
function profilerEnvironment(profileDir: string, name: string): Record<string, string> {
  return {
    NODE_OPTIONS: `--require ${path.join(__dirname, 'cpu-profiler-preload.js')}`,
    BENCH_CPU_PROFILE_DIR: path.join(profileDir, name),
  };
}

/** Runs start with these variables in process.env (children spawned meanwhile inherit them). */
async function withEnvironment<T>(
  variables: Record<string, string>,
  start: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const profilesIn = (dir: string, pid: number) =>
  existsSync(dir)
    ? readdirSync(dir).filter((file) => file.startsWith(`${pid}-`) && file.endsWith('.cpuprofile'))
    : [];

/** Switches the named processes' profilers on for the work, and summarises what they wrote. */
async function profileRun(
  pids: Record<string, number>,
  names: string[],
  profileDir: string,
  work: () => Promise<unknown>,
): Promise<Record<string, ProfileSummary | string>> {
  const present = names.filter((name) => pids[name] !== undefined);
  const before = new Map(
    present.map((name) => [name, profilesIn(path.join(profileDir, name), pids[name]!)]),
  );
  for (const name of present) process.kill(pids[name]!, 'SIGUSR2');
  await sleep(200);
  await work();
  for (const name of present) process.kill(pids[name]!, 'SIGUSR2');
  const summaries: Record<string, ProfileSummary | string> = {};
  for (const name of present) {
    const dir = path.join(profileDir, name);
    const deadline = Date.now() + 15_000;
    let file: string | undefined;
    while (!file && Date.now() < deadline) {
      file = profilesIn(dir, pids[name]!).find((entry) => !before.get(name)!.includes(entry));
      if (!file) await sleep(100);
    }
    summaries[name] = file
      ? summariseCpuProfile(path.join(dir, file), 8)
      : 'no profile written within 15 s';
  }
  return summaries;
}

async function startInProcessServer(
  mongoUrl: string,
  userId: number,
  teamId: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(path.join(__dirname, 'in-process-server.js'), [], {
    env: {
      ...process.env,
      BENCH_MONGO_URL: mongoUrl,
      BENCH_USER_ID: String(userId),
      BENCH_TEAM_ID: String(teamId),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`in-process server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

function machine(): Machine {
  const cpus = os.cpus();
  let commit = process.env.GIT_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      commit = 'unknown';
    }
  }
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    commit,
  };
}

async function main() {
  const root = repositoryRoot();
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workmesh-bench-'));
  const profileDir = path.join(dataDir, 'profiles');
  const prefix = testAmqpPrefix('bench');
  const log = (line: string) =>
    process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
  const processLogs: string[] = [];
  const hooks = await startWebhookReceiver();
  let mongo: MongoEmbeddedProcess | undefined;
  let stack: RunningStack | undefined;
  let inProcess: ChildProcess | undefined;
  let bus: EventBus | undefined;
  try {
    let mongoUrl = process.env.MONGO_URL;
    if (!mongoUrl) {
      // The child takes this process's environment: the profiler preload rides along.
      mongo = await withEnvironment(profilerEnvironment(profileDir, 'mongo'), () =>
        spawnMongoEmbedded({ port: 0, dbPath: path.join(dataDir, 'mongo') }),
      );
      mongoUrl = mongo.uri;
    }
    log(`starting the stack (MongoDB ${process.env.MONGO_URL ? 'MONGO_URL' : 'embedded'})`);
    stack = await startStack({
      config: {
        DATA_DIR: dataDir,
        MONGO_URL: mongoUrl,
        AMQP_URL: TEST_AMQP_URL,
        AMQP_PREFIX: prefix,
        GATEWAY_PORT: 0,
        LOG_LEVEL: 'warn',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: `whsec_${Buffer.from('bench-webhook-secret-0123456789').toString('base64')}`,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      },
      freePorts: true,
      // Every process gets extraEnv (the gateway only that); each service its own profile folder.
      extraEnv: {
        SCRYPT_COST: '16384',
        REGISTRATIONS_PER_IP: '100000',
        // One bench user sends thousands of requests a minute: the per-caller API limit
        // (600 a minute by default) would answer most of them 429.
        API_REQUESTS_PER_CALLER: '1000000',
        ...profilerEnvironment(profileDir, 'gateway'),
      },
      envFor: Object.fromEntries(
        SERVICES.map((service) => [service.name, profilerEnvironment(profileDir, service.name)]),
      ),
      sink: (source, line) => {
        processLogs.push(`[${source}] ${line}`);
        processLogs.splice(0, Math.max(0, processLogs.length - 200));
      },
    });
    const gateway = stack.gatewayUrl;

    const registered = await fetch(`${gateway}/api/v3/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Owner',
        email: `bench${unique()}@example.com`,
        password: 'correct horse battery',
        c_password: 'correct horse battery',
      }),
    });
    const user = (await registered.json()) as {
      id: number;
      current_team_id: number;
      token: string;
    };
    if (!registered.ok) throw new Error(`register: ${registered.status} ${JSON.stringify(user)}`);
    const { token } = user;
    const server = await startInProcessServer(mongoUrl, user.id, user.current_team_id);
    inProcess = server.child;
    const bare = server.url;

    const rabbitmq = findProcessByName('beam.smp');
    const running = stack;
    const pids = (): Record<string, number> => ({
      ...running.pids(),
      ...(mongo?.child.pid ? { mongo: mongo.child.pid } : {}),
      ...(rabbitmq ? { rabbitmq } : {}),
      ...(server.child.pid ? { 'in-process': server.child.pid } : {}),
      'load generator': process.pid,
    });
    const runner = new LoadRunner(pids);
    const run = { connections: CONNECTIONS, seconds: DURATION_S, warmupSeconds: WARMUP_S };

    // ---- read path ----
    log('read path');
    const healthz = await runner.measure(`${gateway}/healthz`, run);
    const readGateway = await runner.measure(`${gateway}/api/v3/team/getTeams`, { ...run, token });
    const readInProcess = await runner.measure(`${bare}/api/v3/team/getTeams`, run);
    const readHalf = await runner.load(`${gateway}/api/v3/team/getTeams`, {
      ...run,
      token,
      overallRate: Math.max(1, Math.floor(readGateway.requestsPerSecond / 2)),
    });

    // ---- write path ----
    log('write path');
    const post = { ...run, method: 'POST' as const };
    const clientGateway = await runner.measure(`${gateway}/api/v3/client/create`, {
      ...post,
      token,
      body: clientBody,
    });
    const clientInProcess = await runner.measure(`${bare}/api/v3/client/create`, {
      ...post,
      body: clientBody,
    });
    const clientHalf = await runner.load(`${gateway}/api/v3/client/create`, {
      ...post,
      token,
      body: clientBody,
      overallRate: Math.max(1, Math.floor(clientGateway.requestsPerSecond / 2)),
    });
    // Project keys are unique per team: the gateway's team and the in-process database are
    // separate, but each run takes fresh keys anyway.
    const projectGateway = await runner.measure(`${gateway}/api/v3/project/create`, {
      ...post,
      token,
      body: projectBody(0),
    });
    const projectInProcess = await runner.measure(`${bare}/api/v3/project/create`, {
      ...post,
      body: projectBody(0),
    });
    // Issue 21: CONNECTIONS concurrent creates spread over 4 clients of the team (each
    // project write locks its client: the creates of one client queue, of four interleave).
    const projectClients: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await fetch(`${gateway}/api/v3/client/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(clientBody()),
      });
      if (!response.ok) throw new Error(`client create for the project run: ${response.status}`);
      projectClients.push(((await response.json()) as { success: { id: number } }).success.id);
    }
    let projectSerial = 0;
    const projectOverClients = await runner.measure(`${gateway}/api/v3/project/create`, {
      ...post,
      token,
      body: () => ({
        ...projectBody(0)(),
        client_id: projectClients[projectSerial++ % projectClients.length],
      }),
    });

    // ---- event path (after the webhooks of the write path's clients have drained) ----
    log('event path: waiting for the write path’s webhooks to drain');
    await waitForQuiet(hooks, 3000, 180_000);
    log('event path: client.created published at 100/s');
    bus = new EventBus({
      url: TEST_AMQP_URL,
      prefix,
      logger: createLogger('bench', 'warn'),
    });
    await bus.connect();
    const publisher = bus;
    const firstId = 1_000_000_000;
    const published = await offerEvents({
      rate: EVENT_RATE,
      seconds: EVENT_SECONDS,
      hooks,
      pids: pids(),
      drainTimeoutMs: 120_000,
      offer: async (index) => {
        const id = firstId + index;
        await publisher.publish(
          newEvent<ClientCreatedData>(
            ClientCreated.type,
            {
              id,
              name: `Published client ${index}`,
              email: `published${index}@example.com`,
              profile: '',
              team_id: user.current_team_id,
              user_id: user.id,
              retrieved_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
            },
            'bench',
          ),
        );
        return id;
      },
    });
    const createRate = Math.max(1, Math.floor(clientGateway.requestsPerSecond / 2));
    log(`event path: client create → webhook at ${createRate}/s`);
    const created = await offerEvents({
      rate: createRate,
      seconds: EVENT_SECONDS,
      hooks,
      pids: pids(),
      drainTimeoutMs: 120_000,
      offer: async () => {
        const response = await fetch(`${gateway}/api/v3/client/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(clientBody()),
        });
        const answer = (await response.json()) as { success?: { id: number } };
        return answer.success?.id;
      },
    });

    // ---- tracking report: a month of entries, the summary by project and day ----
    await waitForQuiet(hooks, 2000, 60_000);
    log(`report: seeding ${REPORT_ENTRIES} time entries into the stack's tracking database`);
    const seedStarted = Date.now();
    const trackingConnection = await connectMongo(
      withDatabase(mongoUrl, 'tracking'),
      createLogger('bench', 'warn'),
    );
    try {
      await seedMonthOfEntries(trackingRepository(trackingConnection), {
        teamId: user.current_team_id,
        ownerId: user.id,
      });
    } finally {
      await trackingConnection.close();
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`report: summary through the gateway and in-process, ${REPORT_CALLS} calls each`);
    const reportPath = `/api/v3/report/summary?${new URLSearchParams(REPORT_QUERY).toString()}`;
    const reportCalls = { warmup: REPORT_WARMUP, calls: REPORT_CALLS };
    const reportGateway = await measureSequential(`${gateway}${reportPath}`, {
      ...reportCalls,
      token,
      pids: pids(),
    });
    const reportInProcess = await measureSequential(`${bare}${reportPath}`, {
      ...reportCalls,
      pids: pids(),
    });
    const reportAgreement = sameSummary(reportGateway.lastBody, reportInProcess.lastBody);

    // ---- profiles, in runs of their own ----
    log('profiles');
    const profiles = {
      'GET getTeams through the gateway (as fast as possible)': await profileRun(
        pids(),
        ['gateway', 'identity', 'teams', 'mongo'],
        profileDir,
        () => runner.load(`${gateway}/api/v3/team/getTeams`, { ...run, token }),
      ),
      'POST client/create through the gateway, and its webhooks (as fast as possible)':
        await profileRun(pids(), ['clients', 'notifier', 'mongo'], profileDir, async () => {
          await runner.load(`${gateway}/api/v3/client/create`, {
            ...post,
            token,
            body: clientBody,
          });
          await waitForQuiet(hooks, 1000, 60_000);
        }),
      'GET report/summary through the gateway (20 calls, one at a time)': await profileRun(
        pids(),
        ['gateway', 'tracking', 'mongo'],
        profileDir,
        () =>
          measureSequential(`${gateway}${reportPath}`, {
            warmup: 0,
            calls: 20,
            token,
            pids: {},
          }),
      ),
    };

    log('stopping the stack');
    await bus.close();
    bus = undefined;
    inProcess.disconnect();
    await stack.stop();
    stack = undefined;
    await mongo?.stop();
    mongo = undefined;

    log('schedule expansion (services/scheduling bench)');
    const schedule = await scheduleExpansion(root);

    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(),
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        mongo: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded',
      },
      read: {
        healthz,
        gateway: readGateway,
        inProcess: readInProcess,
        gatewayAtHalfRate: readHalf,
      },
      write: {
        clientGateway,
        clientInProcess,
        clientGatewayAtHalfRate: clientHalf,
        projectGateway,
        projectInProcess,
        projectOverClients,
      },
      events: { published, created },
      report: {
        entries: REPORT_ENTRIES,
        seedSeconds,
        gateway: reportGateway.figures,
        inProcess: reportInProcess.figures,
        agreement: reportAgreement,
      },
      schedule,
      aims: [],
      profiles,
    };
    results.aims = aimsOf(results);

    const markdown = report(results);
    const day = results.date.slice(0, 10);
    const outDir = path.join(root, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `system-${day}.json`), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(outDir, `system-${day}.md`), markdown);
    process.stdout.write(markdown);
    log(`done: bench/results/system-${day}.json and .md`);
  } catch (error) {
    process.stderr.write(`${processLogs.slice(-40).join('\n')}\n`);
    throw error;
  } finally {
    await bus?.close().catch(() => undefined);
    if (inProcess?.connected) inProcess.disconnect();
    await stack?.stop().catch(() => undefined);
    await mongo?.stop().catch(() => undefined);
    await hooks.close();
    const queues = [
      subscriptionQueueNames(prefix, 'notifier.mail', [5000, 30000, 120000, 600000]),
      subscriptionQueueNames(prefix, 'identity.team-events'),
      subscriptionQueueNames(prefix, 'clients.task-events'),
      subscriptionQueueNames(prefix, 'notifier.webhooks'),
      subscriptionQueueNames(
        prefix,
        'notifier.webhook-deliveries',
        [5000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
      ),
    ].flatMap((names) => [names.main, ...names.retries, names.dlq]);
    await deleteBrokerObjects(TEST_AMQP_URL, {
      queues,
      exchanges: [eventsExchangeName(prefix)],
    }).catch((error: unknown) => log(`broker cleanup: ${(error as Error).message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both answers carry the same totals and groups (the two paths did the same work). */
function sameSummary(gateway: unknown, inProcess: unknown): string {
  type Summary = { totals?: unknown; groups?: unknown[] };
  const a = gateway as Summary | undefined;
  const b = (inProcess as { success?: Summary } | undefined)?.success;
  if (!a?.totals || !b?.totals) {
    const failure = typeof gateway === 'string' ? gateway : inProcess;
    return `not compared: a path failed (${JSON.stringify(failure)})`;
  }
  const same =
    JSON.stringify(a.totals) === JSON.stringify(b.totals) &&
    JSON.stringify(a.groups) === JSON.stringify(b.groups);
  return same
    ? `same groups and totals (${a.groups?.length} groups)`
    : 'DIFFERENT answers (see the JSON results)';
}

function aimsOf(r: Results): Aim[] {
  const { read, write, events, report: summary, schedule } = r;
  const percent = (value: number, baseline: number) =>
    `${(100 * ratio(value, baseline)).toFixed(1)}%`;
  /** A run with failed requests meets no aim (a refusal is fast, not a result). */
  const clean = (...runs: LoadFigures[]) => runs.every((run) => run.non2xx + run.errors === 0);
  return [
    {
      aim: 'read: gateway+gRPC ≥ 50% of in-process requests/s',
      measured: percent(read.gateway.requestsPerSecond, read.inProcess.requestsPerSecond),
      met:
        read.gateway.requestsPerSecond >= 0.5 * read.inProcess.requestsPerSecond &&
        clean(read.gateway, read.inProcess),
    },
    {
      aim: 'read: gateway+gRPC ≥ 30% of gateway /healthz requests/s',
      measured: percent(read.gateway.requestsPerSecond, read.healthz.requestsPerSecond),
      met:
        read.gateway.requestsPerSecond >= 0.3 * read.healthz.requestsPerSecond &&
        clean(read.gateway, read.healthz),
    },
    {
      aim: 'read: p99 < 50 ms at half the maximum rate',
      measured: `${read.gatewayAtHalfRate.p99Ms} ms at ${read.gatewayAtHalfRate.requestsPerSecond} req/s`,
      met: read.gatewayAtHalfRate.p99Ms < 50 && clean(read.gatewayAtHalfRate),
    },
    {
      aim: 'write (client create with its webhook): ≥ 50% of in-process requests/s',
      measured: percent(
        write.clientGateway.requestsPerSecond,
        write.clientInProcess.requestsPerSecond,
      ),
      met:
        write.clientGateway.requestsPerSecond >= 0.5 * write.clientInProcess.requestsPerSecond &&
        clean(write.clientGateway, write.clientInProcess),
    },
    {
      aim: 'write (client create): p99 < 50 ms at half the maximum rate',
      measured: `${write.clientGatewayAtHalfRate.p99Ms} ms at ${write.clientGatewayAtHalfRate.requestsPerSecond} req/s`,
      met: write.clientGatewayAtHalfRate.p99Ms < 50 && clean(write.clientGatewayAtHalfRate),
    },
    {
      aim: `project create: p99 < 200 ms at ${CONNECTIONS} concurrent creates spread over 4 clients`,
      measured: `${write.projectOverClients.p99Ms} ms at ${write.projectOverClients.requestsPerSecond} req/s`,
      met: write.projectOverClients.p99Ms < 200 && clean(write.projectOverClients),
    },
    {
      aim: 'webhooks: p99 < 250 ms at 100 events/s (client.created published at 100/s, all delivered)',
      measured: `${events.published.p99Ms} ms; ${events.published.delivered}/${events.published.accepted} delivered at ${events.published.deliveredPerSecond}/s`,
      met:
        events.published.p99Ms < 250 &&
        events.published.accepted === events.published.sent &&
        events.published.delivered === events.published.accepted,
    },
    {
      aim: `report: summary by project and day over a month (${summary.entries} entries), p99 < ${REPORT_P99_AIM_MS} ms through the gateway`,
      measured: `${summary.gateway.p99Ms} ms (p50 ${summary.gateway.p50Ms} ms; in-process p99 ${summary.inProcess.p99Ms} ms, ratio ${ratio(summary.gateway.p99Ms, summary.inProcess.p99Ms)})`,
      met: summary.gateway.p99Ms < REPORT_P99_AIM_MS && summary.gateway.failed === 0,
    },
    {
      aim: 'schedule: 110,000 entries < 5 s',
      measured: `${schedule.entries} entries in ${schedule.seconds} s`,
      met: schedule.seconds < 5,
    },
    {
      aim: 'schedule: peak RSS < 300 MB',
      measured: `${schedule.peakRssMiB} MiB (${Math.round((schedule.peakRssMiB * 2 ** 20) / 1e6)} MB)`,
      met: schedule.peakRssMiB * 2 ** 20 < 300e6,
    },
  ];
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
