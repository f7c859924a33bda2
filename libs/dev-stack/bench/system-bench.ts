// System benchmark (not a test; `npm run bench`): the whole system started as `npm start`
// starts it (separate processes, embedded MongoDB unless MONGO_URL, the real RabbitMQ under
// a private prefix), measured on this machine. Every figure is also given as a ratio
// against a baseline measured in the same run, since absolute figures vary by machine:
//   read:  GET getTeams through gateway → gRPC → teams → MongoDB, against the gateway's
//          /healthz and against the same use case in-process behind a bare express route;
//   write: client create and project create, same comparison;
//   event: client create → new_client webhook at the operator's WEBHOOK_URL;
//   schedule expansion: services/scheduling's expand-and-store bench, run as a child.
// The gateway and teams run with a CPU profiler (inspector, preloaded); their profiles are summarised when an aim is missed.
// Writes bench/results/system-<date>.json and .md and prints the markdown.
//   npm run build && node libs/dev-stack/dist/bench/system-bench.js
import { spawnMongoEmbedded, type MongoEmbeddedProcess } from '@workmesh/mongo-embedded';
import { eventsExchangeName, subscriptionQueueNames } from '@workmesh/platform';
import {
  deleteBrokerObjects,
  startWebhookReceiver,
  TEST_AMQP_URL,
  testAmqpPrefix,
} from '@workmesh/testing';
import autocannon from 'autocannon';
import { execFileSync, execFile, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot, SERVICES, startStack, type RunningStack } from '../src';
import { summariseCpuProfile, type ProfileSummary } from './cpu-profile';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EVENT_RATE = 100;
const EVENT_SECONDS = 10;

interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
}

type RequestBody = () => unknown;

async function load(
  url: string,
  options: {
    token?: string;
    method?: 'GET' | 'POST';
    body?: RequestBody;
    seconds?: number;
    overallRate?: number;
  } = {},
): Promise<LoadFigures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.seconds ?? DURATION_S,
    method: options.method ?? 'GET',
    headers,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(body
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify(body()),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: Math.round(result.latency.average * 100) / 100,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up run, then the measured one. */
async function measure(url: string, options: Parameters<typeof load>[1] = {}) {
  await load(url, { ...options, seconds: WARMUP_S, overallRate: undefined });
  return load(url, options);
}

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

const ratio = (value: number, baseline: number) =>
  baseline ? Math.round((1000 * value) / baseline) / 1000 : 0;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

interface ScheduleFigures {
  entries: number;
  seconds: number;
  entriesPerSecond: number;
  peakRssMiB: number;
  baselineMsPerEntry: number;
  msPerEntry: number;
  raw: string;
}

/** services/scheduling's bench as a child process; its 300 × 1 year row and baseline row. */
async function scheduleExpansion(root: string): Promise<ScheduleFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'services/scheduling/dist/bench/expand-and-store.js')],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  const row = (prefix: string) => {
    const line = stdout.split('\n').find((text) => text.startsWith(`| ${prefix}`));
    if (!line) throw new Error(`no "${prefix}" row in:\n${stdout}`);
    return line.split('|').map((cell) => cell.trim());
  };
  // | scenario | entries | runs | wall time (s) | entries/s | ms per entry | vs baseline | peak RSS | peak heap |
  const large = row('300 members');
  const baseline = row('baseline');
  return {
    entries: Number(large[2]),
    seconds: Number(large[4]),
    entriesPerSecond: Number(large[5]),
    msPerEntry: Number(large[6]),
    peakRssMiB: Number(large[8]),
    baselineMsPerEntry: Number(baseline[6]),
    raw: stdout,
  };
}

interface Aim {
  aim: string;
  measured: string;
  met: boolean;
}

function machine() {
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
  try {
    let mongoUrl = process.env.MONGO_URL;
    if (!mongoUrl) {
      mongo = await spawnMongoEmbedded({ port: 0, dbPath: path.join(dataDir, 'mongo') });
      mongoUrl = mongo.uri;
    }
    const profiled = (name: string) => ({
      NODE_OPTIONS: `--require ${path.join(__dirname, 'cpu-profiler-preload.js')}`,
      BENCH_CPU_PROFILE_DIR: path.join(profileDir, name),
    });
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
      // Every process gets extraEnv (the gateway only that): profile the gateway and teams.
      extraEnv: { SCRYPT_COST: '16384', ...profiled('gateway') },
      envFor: Object.fromEntries(
        SERVICES.map((service) => [
          service.name,
          service.name === 'teams'
            ? profiled('teams')
            : { NODE_OPTIONS: '', BENCH_CPU_PROFILE_DIR: '' },
        ]),
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

    // ---- read path ----
    log('read path');
    const healthz = await measure(`${gateway}/healthz`);
    const readGateway = await measure(`${gateway}/api/v3/team/getTeams`, { token });
    const readInProcess = await measure(`${bare}/api/v3/team/getTeams`);
    const readHalf = await load(`${gateway}/api/v3/team/getTeams`, {
      token,
      overallRate: Math.max(1, Math.floor(readGateway.requestsPerSecond / 2)),
    });

    // ---- event path (before the write path, whose events would queue ahead) ----
    log('event path');
    await sleep(1000);
    const sentAt = new Map<number, number>();
    const creates: Promise<void>[] = [];
    const eventStart = Date.now();
    for (let i = 0; i < EVENT_RATE * EVENT_SECONDS; i++) {
      const due = eventStart + (i * 1000) / EVENT_RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const sent = Date.now();
      creates.push(
        fetch(`${gateway}/api/v3/client/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(clientBody()),
        }).then(async (response) => {
          const answer = (await response.json()) as { success?: { id: number } };
          if (answer.success) sentAt.set(answer.success.id, sent);
        }),
      );
    }
    await Promise.all(creates);
    const sendSeconds = (Date.now() - eventStart) / 1000;
    const mine = (hook: { body: string }) => {
      const parsed = JSON.parse(hook.body) as { event?: string; payload?: { id?: number } };
      return parsed.event === 'new_client' && sentAt.has(parsed.payload?.id ?? -1);
    };
    await hooks.waitFor(sentAt.size, mine, 60_000).catch(() => undefined);
    const delivered = hooks.received.filter(mine);
    const hookLatencies = delivered
      .map(
        (hook) =>
          hook.receivedAt -
          sentAt.get((JSON.parse(hook.body) as { payload: { id: number } }).payload.id)!,
      )
      .sort((a, b) => a - b);
    const received = delivered.map((hook) => hook.receivedAt);
    const events = {
      offeredPerSecond: EVENT_RATE,
      sent: EVENT_RATE * EVENT_SECONDS,
      created: sentAt.size,
      delivered: delivered.length,
      sendSeconds: Math.round(sendSeconds * 100) / 100,
      deliveredPerSecond: Math.round(
        delivered.length / Math.max(0.001, (Math.max(...received) - eventStart) / 1000),
      ),
      p50Ms: percentile(hookLatencies, 50),
      p99Ms: percentile(hookLatencies, 99),
      maxMs: hookLatencies.at(-1) ?? NaN,
    };

    // ---- write path ----
    log('write path');
    const clientGateway = await measure(`${gateway}/api/v3/client/create`, {
      token,
      method: 'POST',
      body: clientBody,
    });
    const clientInProcess = await measure(`${bare}/api/v3/client/create`, {
      method: 'POST',
      body: clientBody,
    });
    const clientHalf = await load(`${gateway}/api/v3/client/create`, {
      token,
      method: 'POST',
      body: clientBody,
      overallRate: Math.max(1, Math.floor(clientGateway.requestsPerSecond / 2)),
    });
    // Project keys are unique per team: the gateway's team and the in-process database are
    // separate, but each run takes fresh keys anyway.
    const projectGateway = await measure(`${gateway}/api/v3/project/create`, {
      token,
      method: 'POST',
      body: projectBody(0),
    });
    const projectInProcess = await measure(`${bare}/api/v3/project/create`, {
      method: 'POST',
      body: projectBody(0),
    });

    log('stopping the stack');
    inProcess.disconnect();
    await stack.stop();
    stack = undefined;
    await mongo?.stop();
    mongo = undefined;

    log('schedule expansion (services/scheduling bench)');
    const schedule = await scheduleExpansion(root);

    // ---- aims ----
    const aims: Aim[] = [
      {
        aim: 'read: gateway+gRPC ≥ 50% of in-process requests/s',
        measured: `${(100 * ratio(readGateway.requestsPerSecond, readInProcess.requestsPerSecond)).toFixed(1)}%`,
        met: readGateway.requestsPerSecond >= 0.5 * readInProcess.requestsPerSecond,
      },
      {
        aim: 'read: gateway+gRPC ≥ 30% of gateway /healthz requests/s',
        measured: `${(100 * ratio(readGateway.requestsPerSecond, healthz.requestsPerSecond)).toFixed(1)}%`,
        met: readGateway.requestsPerSecond >= 0.3 * healthz.requestsPerSecond,
      },
      {
        aim: 'read: p99 < 50 ms at half the maximum rate',
        measured: `${readHalf.p99Ms} ms at ${readHalf.requestsPerSecond} req/s`,
        met: readHalf.p99Ms < 50,
      },
      {
        aim: 'write (client create): p99 < 50 ms at half the maximum rate',
        measured: `${clientHalf.p99Ms} ms at ${clientHalf.requestsPerSecond} req/s`,
        met: clientHalf.p99Ms < 50,
      },
      {
        aim: 'webhooks: p99 < 250 ms at 100 events/s (all delivered)',
        measured: `${events.p99Ms} ms; ${events.delivered}/${events.created} delivered`,
        met: events.p99Ms < 250 && events.delivered === events.created,
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

    // ---- where the time goes (always computed; shown as the explanation of missed aims) ----
    const profiles: Record<string, ProfileSummary | string> = {};
    for (const name of ['gateway', 'teams']) {
      try {
        const dir = path.join(profileDir, name);
        const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
        profiles[name] = file ? summariseCpuProfile(path.join(dir, file)) : 'no profile written';
      } catch (error) {
        profiles[name] = `no profile: ${(error as Error).message}`;
      }
    }
    const hops = {
      gatewayHttpMs: healthz.meanMs,
      inProcessUseCaseMs: readInProcess.meanMs,
      gatewayFullMs: readGateway.meanMs,
      /** What the gateway's auth, gRPC hop and translation add over the in-process route. */
      gatewayAndGrpcOverheadMs: Math.round((readGateway.meanMs - readInProcess.meanMs) * 100) / 100,
    };

    const results = {
      date: new Date().toISOString(),
      machine: machine(),
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        mongo: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded',
        profiled: ['gateway', 'teams'],
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
      },
      events,
      schedule: { ...schedule, raw: undefined },
      aims,
      hops,
      profiles,
    };

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

type Results = {
  date: string;
  machine: ReturnType<typeof machine>;
  read: Record<'healthz' | 'gateway' | 'inProcess' | 'gatewayAtHalfRate', LoadFigures>;
  write: Record<
    | 'clientGateway'
    | 'clientInProcess'
    | 'clientGatewayAtHalfRate'
    | 'projectGateway'
    | 'projectInProcess',
    LoadFigures
  >;
  events: Record<string, number>;
  schedule: Omit<ScheduleFigures, 'raw'> & { raw?: string };
  aims: Aim[];
  hops: Record<string, number>;
  profiles: Record<string, ProfileSummary | string>;
};

function report(r: Results): string {
  const row = (name: string, f: LoadFigures, baseline: LoadFigures, baselineName: string) =>
    `| ${name} | ${f.requestsPerSecond} | ${ratio(f.requestsPerSecond, baseline.requestsPerSecond)} (vs ${baselineName}) | ${f.p50Ms} | ${f.p99Ms} | ${f.meanMs} | ${f.total} | ${f.non2xx + f.errors} |`;
  const head =
    '| path | req/s | req/s ratio | p50 (ms) | p99 (ms) | mean (ms) | requests | failed |\n|---|---:|---:|---:|---:|---:|---:|---:|';
  const { read, write, events, schedule, machine: m } = r;
  const lines = [
    `# System bench (${r.date})`,
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; commit ${m.commit}. ` +
      `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up; ` +
      `MongoDB ${process.env.MONGO_URL ? 'from MONGO_URL' : 'embedded (its own process)'}; RabbitMQ local. ` +
      'The gateway and teams run with a CPU profiler (inspector, preloaded) (a small overhead). In-process = the same use case in its own process behind a bare express route (no gateway, gRPC or auth).',
    '',
    '## Read path: GET /api/v3/team/getTeams',
    '',
    head,
    row('gateway /healthz (baseline a)', read.healthz, read.healthz, 'healthz'),
    row('in-process listTeams (baseline b)', read.inProcess, read.inProcess, 'in-process'),
    row('gateway → gRPC → teams → MongoDB', read.gateway, read.inProcess, 'in-process'),
    row('  same, ratio vs /healthz', read.gateway, read.healthz, 'healthz'),
    row(
      `gateway at half the max rate (${Math.floor(read.gateway.requestsPerSecond / 2)}/s)`,
      read.gatewayAtHalfRate,
      read.gateway,
      'max',
    ),
    '',
    '## Write path',
    '',
    head,
    row(
      'in-process createClient (baseline)',
      write.clientInProcess,
      write.clientInProcess,
      'in-process',
    ),
    row('gateway client create', write.clientGateway, write.clientInProcess, 'in-process'),
    row(
      `gateway client create at half the max rate (${Math.floor(write.clientGateway.requestsPerSecond / 2)}/s)`,
      write.clientGatewayAtHalfRate,
      write.clientGateway,
      'max',
    ),
    row(
      'in-process createProject (baseline)',
      write.projectInProcess,
      write.projectInProcess,
      'in-process',
    ),
    row('gateway project create', write.projectGateway, write.projectInProcess, 'in-process'),
    '',
    '## Event path: client create → new_client webhook (operator WEBHOOK_URL)',
    '',
    '| offered | sent in (s) | created | delivered | delivered/s | p50 (ms) | p99 (ms) | max (ms) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${events.offeredPerSecond}/s × ${EVENT_SECONDS} s | ${events.sendSeconds} | ${events.created} | ${events.delivered} | ${events.deliveredPerSecond} | ${events.p50Ms} | ${events.p99Ms} | ${events.maxMs} |`,
    '',
    "Latency = the receiver's arrival time − the time the create request was sent (matched by client id).",
    '',
    '## Schedule expansion (services/scheduling/bench/expand-and-store, as a child process)',
    '',
    '| scenario | entries | wall time (s) | entries/s | ms per entry | per-entry time vs 1 member × 1 week | peak RSS (MiB) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| 300 members × 1 year daily | ${schedule.entries} | ${schedule.seconds} | ${schedule.entriesPerSecond} | ${schedule.msPerEntry} | ${ratio(schedule.msPerEntry, schedule.baselineMsPerEntry)} | ${schedule.peakRssMiB} |`,
    '',
    '## Aims',
    '',
    '| aim | measured | |',
    '|---|---|---|',
    ...r.aims.map((aim) => `| ${aim.aim} | ${aim.measured} | ${aim.met ? 'met' : '**missed**'} |`),
  ];
  const missed = r.aims.filter((aim) => !aim.met);
  if (missed.length > 0) {
    lines.push(
      '',
      `## Where the time goes (${missed.length} aim${missed.length > 1 ? 's' : ''} missed)`,
      '',
      'Read path, mean latency per request at full load: ' +
        `gateway /healthz ${r.hops.gatewayHttpMs} ms; in-process use case ${r.hops.inProcessUseCaseMs} ms; ` +
        `gateway → gRPC → teams ${r.hops.gatewayFullMs} ms, so the gateway's auth, the gRPC hop and translation add ≈ ${r.hops.gatewayAndGrpcOverheadMs} ms over the use case. ` +
        `All processes share ${m.cores} cores with the load generator and MongoDB.`,
    );
    for (const [name, summary] of Object.entries(r.profiles)) {
      lines.push('', `### CPU profile: ${name} (whole run, share of busy samples)`, '');
      if (typeof summary === 'string') {
        lines.push(summary);
        continue;
      }
      lines.push(
        `Busy ${summary.busyPercent}% of samples.`,
        '',
        '| module | % |',
        '|---|---:|',
        ...summary.topModules.map((share) => `| ${share.name} | ${share.percent} |`),
        '',
        '| function (self time) | % |',
        '|---|---:|',
        ...summary.topFunctions.map((share) => `| \`${share.name}\` | ${share.percent} |`),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
