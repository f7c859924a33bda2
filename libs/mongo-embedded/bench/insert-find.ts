// Benchmark (not a test): single inserts/s and finds by _id/s through the official
// driver, in memory and with the journal, sequential and with concurrent clients
// (where group commit shares one fsync among many writes). The server runs in its own
// process, as in `npm start`. Ratios are against the in-memory figure of the same run.
//   npm run bench            (from the repository root)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { spawnMongoEmbedded } from '../src';

const INSERTS = Number(process.env.BENCH_INSERTS ?? 5000);
const FINDS = Number(process.env.BENCH_FINDS ?? 5000);
const CONCURRENCY = 16;

interface Result {
  scenario: string;
  operations: number;
  seconds: number;
  perSecond: number;
}

async function timed(
  scenario: string,
  operations: number,
  work: () => Promise<void>,
): Promise<Result> {
  const started = process.hrtime.bigint();
  await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { scenario, operations, seconds, perSecond: Math.round(operations / seconds) };
}

async function measure(label: string, dbPath?: string): Promise<Result[]> {
  const server = await spawnMongoEmbedded({ dbPath });
  const client = new MongoClient(server.uri, { maxPoolSize: CONCURRENCY });
  const results: Result[] = [];
  try {
    const collection = client
      .db('bench')
      .collection<{ _id: ObjectId; n: number; email: string }>('items');
    await collection.createIndex({ email: 1 }, { unique: true });
    const ids: ObjectId[] = [];
    // Warm-up: let V8 optimise both ends before anything is timed.
    for (let n = 0; n < 2000; n++)
      await collection.insertOne({ _id: new ObjectId(), n: -n - 1, email: `warm${n}@example.com` });
    for (let n = 0; n < 2000; n++) await client.db('bench').command({ ping: 1 });
    results.push(
      await timed(`${label}: sequential ping (protocol floor)`, FINDS, async () => {
        for (let i = 0; i < FINDS; i++) await client.db('bench').command({ ping: 1 });
      }),
    );
    results.push(
      await timed(`${label}: sequential insertOne`, INSERTS, async () => {
        for (let n = 0; n < INSERTS; n++) {
          const _id = new ObjectId();
          ids.push(_id);
          await collection.insertOne({ _id, n, email: `user${n}@example.com` });
        }
      }),
    );
    results.push(
      await timed(`${label}: insertOne, ${CONCURRENCY} concurrent clients`, INSERTS, async () => {
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < INSERTS) {
              const n = INSERTS + next++;
              await collection.insertOne({ _id: new ObjectId(), n, email: `user${n}@example.com` });
            }
          }),
        );
      }),
    );
    results.push(
      await timed(`${label}: sequential findOne by _id`, FINDS, async () => {
        for (let i = 0; i < FINDS; i++) await collection.findOne({ _id: ids[i % ids.length] });
      }),
    );
  } finally {
    await client.close();
    await server.stop();
  }
  return results;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-embedded-bench-'));
  try {
    const memory = await measure('memory');
    const journal = await measure('journal', dataDir);
    // Baseline: a ping round trip through the same driver and server, in memory.
    const baseline = memory[0].perSecond;
    const rows = [...memory, ...journal].map((result) => ({
      ...result,
      ratioToPing: +(result.perSecond / baseline).toFixed(3),
    }));
    const report = {
      benchmark: 'mongo-embedded insert/find',
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        node: process.version,
        platform: `${os.type()} ${os.release()}`,
      },
      commit: process.env.GIT_COMMIT ?? 'unknown',
      aim: 'at least 5,000 single inserts/s in memory',
      results: rows,
    };
    const table = [
      '| scenario | ops | ops/s | ratio to in-memory ping |',
      '|---|---:|---:|---:|',
      ...rows.map(
        (row) => `| ${row.scenario} | ${row.operations} | ${row.perSecond} | ${row.ratioToPing} |`,
      ),
    ].join('\n');
    process.stdout.write(`${table}\n`);
    const resultsDir = path.resolve(__dirname, '..', '..', '..', '..', 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const stem = path.join(resultsDir, `mongo-embedded-${report.date.slice(0, 10)}`);
    writeFileSync(`${stem}.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      `${stem}.md`,
      `# mongo-embedded insert/find (${report.date})\n\nMachine: ${report.machine.cores} cores, Node ${report.machine.node}; commit ${report.commit}\n\n${table}\n`,
    );
    process.stdout.write(`written ${stem}.json and .md\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
