// Quick figure of the summary report in-process (not a test): an embedded MongoDB as its
// own process, 25,000 entries of a 50-member team over a month, then the report by
// project and day run 40 times after 5 warm-up runs. Prints wall times per run, and the CPU
// time per run of this process (driver and report) and of the MongoDB process: on a busy
// machine wall times swing with the other load, CPU times much less.
//   npm run build && node libs/dev-stack/dist/bench/summary-report-quick.js
import { spawnMongoEmbedded } from '@workmesh/mongo-embedded';
import { connectMongo, createLogger } from '@workmesh/platform';
import { withDatabase } from '@workmesh/testing';
import { trackingRepository } from '@workmesh/tracking';
import { percentile } from './load';
import { cpuSecondsOf } from './process-cpu';
import { inProcessSummaryReport, REPORT_ENTRIES, seedMonthOfEntries } from './tracking-report';

const RUNS = 40;
const WARMUP = 5;

async function main() {
  const mongo = await spawnMongoEmbedded({ port: 0 });
  const logger = createLogger('summary-report-quick', 'warn');
  const connection = await connectMongo(withDatabase(mongo.uri, 'tracking'), logger);
  try {
    const repository = trackingRepository(connection);
    await repository.ensureCollections();
    const team = { teamId: 1, ownerId: 1 };
    let started = Date.now();
    await seedMonthOfEntries(repository, team);
    process.stderr.write(
      `seeded ${REPORT_ENTRIES} entries in ${(Date.now() - started) / 1000} s\n`,
    );
    const summary = inProcessSummaryReport(repository, {
      roleOf: async () => 'owner',
      settingsOf: async () => ({ timezone: 'UTC', weekStart: 'monday' }),
    });
    const caller = { userId: team.ownerId, teamId: team.teamId };
    for (let run = 0; run < WARMUP; run++) await summary(caller);
    const times: number[] = [];
    let report = await summary(caller);
    const cpuBefore = process.cpuUsage();
    const mongoBefore = cpuSecondsOf(mongo.child.pid!) ?? NaN;
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      report = await summary(caller);
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const clientCpuMs = (cpu.user + cpu.system) / 1000 / RUNS;
    const mongoCpuMs = (((cpuSecondsOf(mongo.child.pid!) ?? NaN) - mongoBefore) * 1000) / RUNS;
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    process.stdout.write(
      `summary by project and day, ${REPORT_ENTRIES} entries, ${report.groups?.length} groups, ` +
        `${report.totals?.seconds} s tracked: p50 ${round(percentile(times, 50))} ms, ` +
        `p99 ${round(percentile(times, 99))} ms, max ${round(times[times.length - 1])} ms over ${RUNS} runs; ` +
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
