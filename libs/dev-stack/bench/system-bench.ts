// System benchmark (not a test; `npm run bench`): the whole system started as `npm start`
// starts it (bench-stack.ts), driven only through its public interfaces: the gateway's
// HTTP API, the services' gRPC APIs and the event exchange. Every figure is also given as
// a ratio against a baseline measured in the same run, since absolute figures vary by
// machine:
//   read:  GET getTeams through gateway → gRPC → teams → MongoDB, against the gateway's
//          /healthz and against teams' ListTeams called directly over gRPC (the caller in
//          the metadata, as the gateway sends it): what the HTTP edge costs;
//   write: client create and project create, same comparison (CreateClient, CreateProject);
//          the read and client-create ratios come from alternating rounds (rounds.ts);
//   tracking writes: timer start → stop (a user per connection) and time-entry create,
//          as fast as possible and at half that rate (tracking-load.ts);
//   event: client.created published at 100/s → new_client webhook at the operator's
//          WEBHOOK_URL (the notifier's path), and client create → webhook end to end;
//   report: a month of time entries (BENCH_REPORT_ENTRIES, 25,000 by default, 50 members)
//          created through tracking's gRPC, then GET report/summary by project and day
//          through the gateway, one call at a time, against tracking's SummaryReport called
//          directly (tracking-report.ts);
//   schedule expansion: services/scheduling's expand-and-store bench, run as a child.
// Every run also counts the CPU time each process spent per request (process-cpu.ts): what
// each hop costs. No profiler samples the measured runs; every process is started with a
// preloaded, idle profiler that separate runs at the end switch on (profiles.ts).
// Writes system-<date>.json and .md under BENCH_RESULTS_DIR (default bench/results) and
// prints the markdown. Shorter runs: BENCH_DURATION_S, BENCH_REPORT_ENTRIES,
// BENCH_REPORT_CALLS, BENCH_EVENT_SECONDS; BENCH_ROUNDS (3) rounds per ratio.
//   npm run build && node libs/dev-stack/dist/bench/system-bench.js
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../src';
import { aimsOf, sameSummary } from './aims';
import { startBenchStack, unique, type BenchStack } from './bench-stack';
import { offerEvents, publishClientCreated, waitForQuiet } from './event-path';
import { loadGrpc, measureGrpc } from './grpc-load';
import { httpGet, LoadRunner, measureSequential } from './load';
import { startCpuMeter } from './process-cpu';
import { profileRun } from './profiles';
import { inRounds, medianOf, medianRoundIndex, ratiosOf } from './rounds';
import { machine, report, type Results } from './report';
import { scheduleExpansion } from './schedule-expansion';
import { measureTrackingRows } from './tracking-load';
import { REPORT_ENTRIES, REPORT_QUERY, seedMonthOfEntries } from './tracking-report';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARMUP_S = Math.min(2, DURATION_S);
/** Alternating rounds per ratio (BENCH_ROUNDS), DURATION_S shared between them. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ROUND_S = Math.max(1, Math.round(DURATION_S / ROUNDS));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const EVENT_RATE = 100;
const EVENT_SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 10);
/** Summary reports measured per path, one at a time, after REPORT_WARMUP unmeasured ones. */
const REPORT_CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 60);
const REPORT_WARMUP = 5;

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
/** A project of the team's (the gateway's and the gRPC runs share the team: fresh keys). */
const projectBody = () => ({ project: `Bench project ${unique()}`, key: letters(keySequence++) });

/** The measured runs, with the system up; the schedule expansion comes after it stops. */
async function measure(
  bench: BenchStack,
  profileDir: string,
  log: (line: string) => void,
): Promise<Omit<Results, 'date' | 'machine' | 'settings' | 'schedule' | 'aims'>> {
  const { gateway, hooks, owner, grpc, pids } = bench;
  const { token } = owner;
  const as = { caller: owner };
  const runner = new LoadRunner(pids);
  const run = { connections: CONNECTIONS, seconds: DURATION_S, warmupSeconds: WARMUP_S };

  // Ratios come from ROUNDS alternating rounds of ROUND_S each (baseline, system,
  // baseline, …) after one unmeasured warm-up per path, so a noisy phase of the machine
  // lowers one round, not the figure the aims judge (the median; rounds.ts).
  const round = { connections: CONNECTIONS, seconds: ROUND_S };
  const warm = { connections: CONNECTIONS, seconds: WARMUP_S };

  // ---- read path ----
  log(`read path: ${ROUNDS} rounds of /healthz, getTeams, ListTeams`);
  const getTeams = `${gateway}/api/v3/team/getTeams`;
  const listTeams = () => grpc.teams.ListTeams({}, as);
  await runner.load(`${gateway}/healthz`, warm);
  await runner.load(getTeams, { ...warm, token });
  await loadGrpc(listTeams, warm, pids());
  const readRounds = await inRounds(ROUNDS, [
    ['healthz', () => runner.load(`${gateway}/healthz`, round)],
    ['gateway', () => runner.load(getTeams, { ...round, token })],
    ['grpc', () => loadGrpc(listTeams, round, pids())],
  ]);
  const readRatios = {
    vsGrpc: ratiosOf(
      readRounds,
      (r) => r.gateway,
      (r) => r.grpc,
    ),
    vsHealthz: ratiosOf(
      readRounds,
      (r) => r.gateway,
      (r) => r.healthz,
    ),
  };
  const readMax = medianOf(readRounds.map((r) => r.gateway.requestsPerSecond));
  const readHalf = await runner.load(getTeams, {
    ...run,
    token,
    overallRate: Math.max(1, Math.floor(readMax / 2)),
  });

  // ---- write path ----
  log(`write path: ${ROUNDS} rounds of CreateClient, client create`);
  const post = { ...run, method: 'POST' as const };
  const clientCreate = `${gateway}/api/v3/client/create`;
  const createClient = () => grpc.clients.CreateClient({ fields: clientBody() }, as);
  const clientPost = { method: 'POST' as const, token, body: clientBody };
  await loadGrpc(createClient, warm, pids());
  await runner.load(clientCreate, { ...warm, ...clientPost });
  const clientRounds = await inRounds(ROUNDS, [
    ['grpc', () => loadGrpc(createClient, round, pids())],
    ['gateway', () => runner.load(clientCreate, { ...round, ...clientPost })],
  ]);
  const clientRatio = ratiosOf(
    clientRounds,
    (r) => r.gateway,
    (r) => r.grpc,
  );
  const clientMax = medianOf(clientRounds.map((r) => r.gateway.requestsPerSecond));
  const clientHalf = await runner.load(clientCreate, {
    ...post,
    ...clientPost,
    overallRate: Math.max(1, Math.floor(clientMax / 2)),
  });
  const projectCreate = `${gateway}/api/v3/project/create`;
  const projectGateway = await runner.measure(projectCreate, {
    ...post,
    token,
    body: projectBody,
  });
  const projectGrpc = await measureGrpc(
    () => grpc.clients.CreateProject(projectBody(), as),
    run,
    pids,
  );
  // Issue 21: CONNECTIONS concurrent creates spread over 4 clients of the team (each
  // project write locks its client: the creates of one client queue, of four interleave).
  const projectClients: number[] = [];
  for (let index = 0; index < 4; index++)
    projectClients.push((await grpc.clients.CreateClient({ fields: clientBody() }, as)).id);
  let projectSerial = 0;
  const projectOverClients = await runner.measure(projectCreate, {
    ...post,
    token,
    body: () => ({
      ...projectBody(),
      client_id: projectClients[projectSerial++ % projectClients.length],
    }),
  });

  // ---- tracking writes (after the client creates' webhooks have drained, so the rows
  // measure tracking's path, not the notifier catching up) ----
  log('tracking writes: waiting for the write path’s webhooks to drain');
  await waitForQuiet(hooks, 3000, 180_000);
  log('tracking writes: timer start → stop, time-entry create');
  const { rows: tracking, workloads: trackingWorkloads } = await measureTrackingRows(
    bench,
    runner,
    run,
    () => waitForQuiet(hooks, 2000, 120_000),
  );

  // ---- event path (after the webhooks of the writes have drained) ----
  log('event path: waiting for the tracking writes’ webhooks to drain');
  await waitForQuiet(hooks, 3000, 180_000);
  log(`event path: client.created published at ${EVENT_RATE}/s`);
  const published = await publishClientCreated(bench, EVENT_RATE, EVENT_SECONDS);
  const createRate = Math.max(1, Math.floor(clientMax / 2));
  log(`event path: client create → webhook at ${createRate}/s`);
  const created = await offerEvents({
    rate: createRate,
    seconds: EVENT_SECONDS,
    hooks,
    pids: pids(),
    drainTimeoutMs: 120_000,
    offer: async () => {
      const response = await fetch(clientCreate, {
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
  log(`report: creating ${REPORT_ENTRIES} time entries through tracking's gRPC`);
  const seedStarted = Date.now();
  const stopSeedMeter = startCpuMeter(pids());
  const seeded = await seedMonthOfEntries(grpc, owner);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const seedCpu = Object.values(stopSeedMeter()).reduce((sum, seconds) => sum + seconds, 0);
  log(`report: seeded in ${seedSeconds} s; waiting for their events to settle`);
  await waitForQuiet(hooks, 2000, 120_000);
  log(`report: summary through the gateway and tracking's gRPC, ${REPORT_CALLS} calls each`);
  const reportPath = `/api/v3/report/summary?${new URLSearchParams(REPORT_QUERY).toString()}`;
  const reportCalls = { warmup: REPORT_WARMUP, calls: REPORT_CALLS };
  const reportGateway = await measureSequential(httpGet(`${gateway}${reportPath}`, token), {
    ...reportCalls,
    pids: pids(),
  });
  const reportGrpc = await measureSequential(
    () => grpc.tracking.SummaryReport({ ...REPORT_QUERY }, as),
    { ...reportCalls, pids: pids() },
  );

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
        await runner.load(clientCreate, { ...post, token, body: clientBody });
        await waitForQuiet(hooks, 1000, 60_000);
      }),
    'POST timer/start then timer/stop through the gateway, one user per connection (as fast as possible)':
      await profileRun(pids(), ['gateway', 'tracking', 'audit', 'mongo'], profileDir, () =>
        trackingWorkloads.timer(DURATION_S),
      ),
    'POST time-entry/create through the gateway (as fast as possible)': await profileRun(
      pids(),
      ['gateway', 'tracking', 'audit', 'mongo'],
      profileDir,
      () => trackingWorkloads.timeEntry(DURATION_S),
    ),
    'GET report/summary through the gateway (20 calls, one at a time)': await profileRun(
      pids(),
      ['gateway', 'tracking', 'mongo'],
      profileDir,
      () =>
        measureSequential(httpGet(`${gateway}${reportPath}`, token), {
          warmup: 0,
          calls: 20,
          pids: {},
        }),
    ),
  };

  return {
    read: {
      // The figures of the round whose ratio against gRPC is the median, for the tables.
      ...readRounds[medianRoundIndex(readRatios.vsGrpc)]!,
      gatewayAtHalfRate: readHalf,
      rounds: readRounds,
      ratios: readRatios,
    },
    write: {
      clientGateway: clientRounds[medianRoundIndex(clientRatio)]!.gateway,
      clientGrpc: clientRounds[medianRoundIndex(clientRatio)]!.grpc,
      clientGatewayAtHalfRate: clientHalf,
      clientRounds,
      clientRatio,
      projectGateway,
      projectGrpc,
      projectOverClients,
    },
    tracking,
    events: { published, created },
    report: {
      entries: seeded.entries,
      members: seeded.members,
      seedSeconds,
      seedCpuSeconds: Math.round(seedCpu * 10) / 10,
      gateway: reportGateway.figures,
      grpc: reportGrpc.figures,
      agreement: sameSummary(reportGateway.lastBody, reportGrpc.lastBody),
    },
    profiles,
  };
}

async function main() {
  const root = repositoryRoot();
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workmesh-bench-'));
  const profileDir = path.join(dataDir, 'profiles');
  const log = (line: string) =>
    process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
  let bench: BenchStack | undefined;
  try {
    bench = await startBenchStack({ dataDir, profileDir, log });
    let measured;
    try {
      measured = await measure(bench, profileDir, log);
    } catch (error) {
      process.stderr.write(`${bench.processLogs.slice(-40).join('\n')}\n`);
      throw error;
    }
    log('stopping the stack');
    await bench.stop();

    log('schedule expansion (services/scheduling bench)');
    const schedule = await scheduleExpansion(root);

    const results: Results = {
      date: new Date().toISOString(),
      machine: machine(),
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        rounds: ROUNDS,
        roundSeconds: ROUND_S,
        warmupSeconds: WARMUP_S,
        mongo: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded',
      },
      ...measured,
      schedule,
      aims: [],
    };
    results.aims = aimsOf(results);

    const markdown = report(results);
    const day = results.date.slice(0, 10);
    const outDir = process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, `system-${day}.json`), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(outDir, `system-${day}.md`), markdown);
    process.stdout.write(markdown);
    log(`done: ${path.join(outDir, `system-${day}`)}.json and .md`);
  } finally {
    await bench?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
