// Benchmark (not a test): the summary report in-process, as the service runs it, without
// gRPC, the gateway or the other services. The MongoDB-compatible server runs as its own
// process; 25,000 entries of a 50-member team over a month (BENCH_REPORT_ENTRIES) are
// written through the service's own store and record builder; then the report by project
// and day in America/New_York runs 40 times after 5 warm-up runs. Prints wall times per
// run and the CPU time per run of this process (store and report) and of MongoDB: on a
// busy machine wall times swing with the other load, CPU times much less. The system
// bench (libs/dev-stack/bench) times the same report through tracking's gRPC and the gateway.
//   npm run build && node services/tracking/dist/bench/summary-report.js
import { spawnMongoEmbedded } from '@workmesh/mongo-embedded';
import { connectMongo, createLogger, type Caller } from '@workmesh/platform';
import { withDatabase } from '@workmesh/testing';
import { readFileSync } from 'node:fs';
import type { TrackingDependencies } from '../src/dependencies';
import { trackingRepository, type TrackingRepository } from '../src/models';
import { toSummaryReportMessage } from '../src/report-messages';
import { reportsUseCases } from '../src/reports';
import { newTimeEntryRecord } from '../src/time-entry-rules';

const MEMBERS = 50;
const ENTRIES = Number(process.env.BENCH_REPORT_ENTRIES ?? 25_000);
const PROJECTS = 20;
const RUNS = 40;
const WARMUP = 5;
const QUERY = {
  from: '2026-03-01',
  to: '2026-04-01',
  timezone: 'America/New_York',
  group_by: 'project',
  sub_group: 'day',
} as const;
const MONTH_START = Date.UTC(2026, 2, 1, 5); // 00:00 EST
const MONTH_DAYS = 31;

/** The system bench's month (libs/dev-stack/bench/tracking-report.ts), written to the store. */
async function seedMonth(repository: TrackingRepository, teamId: number, ownerId: number) {
  const userIds = [ownerId, ...Array.from({ length: MEMBERS - 1 }, (_, i) => 9_000_000 + i)];
  const perUserDay = Math.ceil(ENTRIES / (MEMBERS * MONTH_DAYS));
  const { first } = await repository.reserveIds('time_entries', ENTRIES);
  const records = Array.from({ length: ENTRIES }, (_, index) => {
    const user = index % MEMBERS;
    const slot = Math.floor(index / MEMBERS);
    const day = slot % MONTH_DAYS;
    const turn = Math.floor(slot / MONTH_DAYS) % perUserDay;
    const start = MONTH_START + day * 86_400_000 + 8 * 3_600_000 + turn * 45 * 60_000;
    const minutes = 20 + ((index * 7) % 21);
    const projectIndex = (user + turn) % PROJECTS;
    return newTimeEntryRecord({
      id: first + index,
      teamId,
      userId: userIds[user]!,
      project: {
        id: 1 + projectIndex,
        name: `Bench project ${projectIndex + 1}`,
        clientId: 1 + (projectIndex % 5),
        clientName: `Bench client ${(projectIndex % 5) + 1}`,
        clientCurrency: 'USD',
        isBillable: projectIndex % 4 !== 0,
      },
      task: null,
      rates: {
        billRate: 12_000,
        billLevel: 'member',
        payRate: 5_000,
        payLevel: 'member',
        currency: 'USD',
        costCurrency: 'USD',
        rateMissing: false,
      },
      payType: 'hourly',
      timezone: QUERY.timezone,
      source: 'manual',
      start: new Date(start),
      end: new Date(start + minutes * 60_000),
      description: '',
    });
  });
  for (let at = 0; at < records.length; at += 16)
    await Promise.all(
      records.slice(at, at + 16).map((record) => repository.timeEntries.insert(record)),
    );
}

/** CPU seconds of a process so far, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const mongo = await spawnMongoEmbedded({ port: 0 });
  const logger = createLogger('summary-report-bench', 'warn');
  const connection = await connectMongo(withDatabase(mongo.uri, 'tracking'), logger);
  try {
    const repository = trackingRepository(connection);
    await repository.ensureCollections();
    const caller: Caller = { userId: 1, teamId: 1 };
    let started = Date.now();
    await seedMonth(repository, caller.teamId!, caller.userId);
    process.stderr.write(`seeded ${ENTRIES} entries in ${(Date.now() - started) / 1000} s\n`);
    const deps = {
      repository,
      teams: {
        roleOf: async () => 'owner',
        settingsOf: async () => ({
          timezone: 'UTC',
          weekStart: 'monday',
          allowOverlappingTimeEntries: false,
        }),
      },
      identity: { namesOf: async () => new Map<number, string>() },
      now: () => new Date(),
    } as unknown as TrackingDependencies; // the report use case reads only these
    const reports = reportsUseCases(deps);
    const summary = async () =>
      toSummaryReportMessage(await reports.summaryReport(caller, { ...QUERY, tag_ids: [] }));
    for (let run = 0; run < WARMUP; run++) await summary();
    const times: number[] = [];
    let report = await summary();
    const cpuBefore = process.cpuUsage();
    const mongoBefore = cpuSecondsOf(mongo.child.pid!);
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      report = await summary();
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const clientCpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
    const mongoCpuMs = ((cpuSecondsOf(mongo.child.pid!) - mongoBefore) * 1000) / RUNS;
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    process.stdout.write(
      `summary by project and day, ${ENTRIES} entries, ${report.groups?.length} groups, ` +
        `${report.seconds} s tracked: p50 ${round(percentile(times, 50))} ms, ` +
        `p99 ${round(percentile(times, 99))} ms, max ${round(times[times.length - 1]!)} ms over ${RUNS} runs; ` +
        `CPU per run: ${round(clientCpuMs)} ms here, ${round(mongoCpuMs)} ms MongoDB\n`,
    );
  } finally {
    await connection.close();
    await mongo.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exit(1);
  },
);
