// Benchmark (not a test): AddSchedule's expansion and storage, from a validated request
// to committed entries and outbox records, for a baseline (1 member, one week of daily
// shifts: 7 entries) and for 300 members × one year of daily shifts (109,500 entries),
// with 30 members × one year in between. The MongoDB-compatible server runs in its own
// process (as in `npm start`), so the memory figures are the service's alone. teams is
// an in-process stand-in (every user a member): no gRPC or RabbitMQ in the timings; the
// outbox records its events in the transaction as in production, and the relay is not
// started. A second table compares the two ways of writing a batch (the driver's
// insertMany, which the service uses, and mongoose's Model.insertMany with lean).
//   npm run build && node services/scheduling/dist/bench/expand-and-store.js
import { spawnMongoEmbedded } from '@workmesh/mongo-embedded';
import { connectMongo, createLogger, EventBus, Outbox, type Connection } from '@workmesh/platform';
import os from 'node:os';
import type { SchedulingDependencies } from '../src/dependencies';
import { schedulingRepository, toEntryDocument, type NewScheduleEntry } from '../src/models';
import { scheduleCreationUseCases } from '../src/schedule-creation';
import type { TeamsDirectory } from '../src/teams-directory';

const REPEATS = { baseline: 20, medium: 3, large: Number(process.env.BENCH_LARGE_REPEATS ?? 2) };
const SAMPLE_MS = 10;

interface Scenario {
  name: string;
  members: number;
  /** The schedule's last day; every day from 2027-01-01 on. */
  until: string;
  repeats: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'baseline: 1 member × 1 week daily',
    members: 1,
    until: '2027-01-07',
    repeats: REPEATS.baseline,
  },
  { name: '30 members × 1 year daily', members: 30, until: '2027-12-31', repeats: REPEATS.medium },
  { name: '300 members × 1 year daily', members: 300, until: '2027-12-31', repeats: REPEATS.large },
];

interface Measurement {
  entries: number;
  seconds: number;
  peakRssBytes: number;
  peakHeapBytes: number;
}

/** Samples RSS and heap every SAMPLE_MS while `work` runs; the peaks include the start and end. */
async function measured(work: () => Promise<number>): Promise<Measurement> {
  global.gc?.();
  let peakRssBytes = 0;
  let peakHeapBytes = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRssBytes = Math.max(peakRssBytes, usage.rss);
    peakHeapBytes = Math.max(peakHeapBytes, usage.heapUsed);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  const started = process.hrtime.bigint();
  try {
    const entries = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    sample();
    return { entries, seconds, peakRssBytes, peakHeapBytes };
  } finally {
    clearInterval(sampler);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Every user is a member of every team; no groups. */
const everyoneIsMember: TeamsDirectory = {
  roleOf: async () => 'owner',
  peopleOfGroups: async () => ({ userIds: [], missingGroupIds: [] }),
  nonMembers: async () => [],
  groupsOfMember: async () => new Set<number>(),
  calendarSettings: async () => ({ timezone: 'UTC', working_days: [], hours_per_day: 0 }),
  membership: async (_teamId, userId) => ({
    user_id: userId,
    role: 'owner',
    working_days: [],
    joined_at: '2026-01-01T00:00:00.000Z',
  }),
  close: () => undefined,
};

type InsertBatch = (batch: NewScheduleEntry[]) => Promise<void>;

async function runScenarios(
  connection: Connection,
  label: string,
  insertBatch?: (repository: ReturnType<typeof schedulingRepository>) => InsertBatch,
  scenarios = SCENARIOS,
) {
  const logger = createLogger('scheduling-bench', 'silent');
  const repository = schedulingRepository(connection);
  await repository.ensureCollections();
  if (insertBatch) repository.entries.insertBatch = insertBatch(repository);
  // Never connected nor started: record() writes in the transaction, kick() does nothing.
  const bus = new EventBus({ url: 'amqp://127.0.0.1:1', prefix: 'bench', logger });
  const outbox = new Outbox({ connection, bus, logger });
  const deps: SchedulingDependencies = { repository, outbox, logger, teams: everyoneIsMember };
  const { addSchedule } = scheduleCreationUseCases(deps);

  let team = 1;
  const rows = [];
  for (const scenario of scenarios) {
    const runs: Measurement[] = [];
    for (let run = 0; run < scenario.repeats + 1; run++) {
      const teamId = team++;
      const members = Array.from({ length: scenario.members }, (_, index) => index + 1);
      const measurement = await measured(async () => {
        const answer = await addSchedule(
          { userId: 1, teamId },
          {
            date_from: '2027-01-01',
            until: scenario.until,
            time_from: '09:00',
            time_to: '17:00',
            timezone: 'Europe/Berlin',
            minimum_hours: 8,
            repetition: 'weekly',
            day_repeat: 'mon,tue,wed,thu,fri,sat,sun',
            members,
            groupsId: [],
          },
        );
        return answer.entries;
      });
      if (run > 0) runs.push(measurement); // the first run warms up V8 and the server
      // Later scenarios should not scan earlier ones' entries (the embedded server scans).
      await repository.entries.model.deleteMany({ team_id: teamId });
      await connection.collection('outbox').deleteMany({});
    }
    const seconds = median(runs.map((run) => run.seconds));
    rows.push({
      label,
      scenario: scenario.name,
      entries: runs[0].entries,
      seconds,
      perSecond: Math.round(runs[0].entries / seconds),
      msPerEntry: (seconds * 1000) / runs[0].entries,
      peakRssBytes: Math.max(...runs.map((run) => run.peakRssBytes)),
      peakHeapBytes: Math.max(...runs.map((run) => run.peakHeapBytes)),
      runs: runs.length,
    });
  }
  return rows;
}

async function main(): Promise<void> {
  const server = await spawnMongoEmbedded();
  const url = new URL(server.uri);
  url.pathname = '/scheduling_bench';
  const connection = await connectMongo(url.toString(), createLogger('bench-mongo', 'silent'));
  try {
    const rows = await runScenarios(connection, 'driver insertMany');
    const baseline = rows[0].msPerEntry;
    const lines = [
      `# AddSchedule: expand and store (${new Date().toISOString()})`,
      '',
      `Machine: ${os.cpus().length} cores, Node ${process.version}, ${os.type()} ${os.release()}; ` +
        'mongo-embedded in its own process, in memory. Median of the timed runs (after one warm-up).',
      '',
      '| scenario | entries | runs | wall time (s) | entries/s | ms per entry | per-entry time vs baseline | peak RSS (MiB) | peak heap (MiB) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.scenario} | ${row.entries} | ${row.runs} | ${row.seconds.toFixed(3)} | ${row.perSecond} | ` +
          `${row.msPerEntry.toFixed(4)} | ${(row.msPerEntry / baseline).toFixed(3)} | ${mib(row.peakRssBytes)} | ${mib(row.peakHeapBytes)} |`,
      ),
      '',
      `Process max RSS over the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB.`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);

    if (process.env.BENCH_COMPARE_INSERTS !== '0') {
      const large = [{ ...SCENARIOS[2], repeats: 3 }];
      const driver = await runScenarios(
        connection,
        'driver collection.insertMany',
        undefined,
        large,
      );
      const model = await runScenarios(
        connection,
        'mongoose Model.insertMany (lean)',
        // Mongoose joins the transaction on its own (its AsyncLocalStorage).
        (repository) => async (batch) => {
          await repository.entries.model.insertMany(batch.map(toEntryDocument), {
            ordered: true,
            lean: true,
          });
        },
        large,
      );
      const compare = [
        '',
        `## Writing a batch: driver vs mongoose (${large[0].name})`,
        '',
        '| insert | entries | wall time (s) | entries/s | peak heap (MiB) |',
        '|---|---:|---:|---:|---:|',
        ...[...driver, ...model].map(
          (row) =>
            `| ${row.label} | ${row.entries} | ${row.seconds.toFixed(3)} | ${row.perSecond} | ${mib(row.peakHeapBytes)} |`,
        ),
      ];
      process.stdout.write(`${compare.join('\n')}\n`);
    }
  } finally {
    await connection.close();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
