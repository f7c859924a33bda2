// Import benchmark (not a test; `npm run bench`): "import 100,000 rows". The whole system
// started as `npm start` starts it (bench-stack.ts); a Clockify detailed export of
// BENCH_IMPORT_ROWS rows (100,000 by default: one person, one project, 15-minute entries)
// uploaded through the gateway (POST /api/v3/import), then GET /api/v3/import/{id} until
// done. Prints rows/s (the job's started_at → finished_at, and upload → done) and the
// tracking process's peak RSS (VmHWM of /proc/<pid>/status: its high-water mark over its
// whole life, start-up included). Aims: under 60 s, peak RSS under 300 MB.
// Writes import-<date>.md under BENCH_RESULTS_DIR (default bench/results).
//   npm run build && node libs/dev-stack/dist/bench/import-bench.js
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../src';
import { startBenchStack } from './bench-stack';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const AIM_SECONDS = 60;
const AIM_RSS_MB = 300;

/** What the bench reads of GET /api/v3/import/{id}. */
interface ImportStatus {
  status?: string;
  created?: number;
  matched?: number;
  errored?: number;
  started_at?: string;
  finished_at?: string;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

const HEADER =
  '"Project","Client","Description","Task","User","Group","Email","Tags","Billable","Start Date","Start Time","End Date","End Time","Duration (h)","Duration (decimal)","Billable Rate (USD)","Billable Amount (USD)"';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
const clock = (date: Date) =>
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

/** A Clockify export (24 h clock) of `rows` 15-minute entries, 20 minutes apart. */
function clockifyExport(rows: number, email: string): Buffer {
  const lines = [HEADER];
  const first = Date.UTC(2024, 0, 1);
  for (let n = 0; n < rows; n++) {
    const start = new Date(first + n * 20 * 60_000);
    const end = new Date(start.getTime() + 15 * 60_000);
    lines.push(
      `"Bench","Bench Client","Entry ${n + 1}","","Bench Owner","","${email}","","Yes","${day(start)}","${clock(start)}","${day(end)}","${clock(end)}","00:15:00","0.25","100.00","25.00"`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** A /proc/<pid>/status field in MB (VmHWM, VmRSS), or undefined off Linux. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workmesh-import-bench-'));
  const stack = await startBenchStack({ dataDir, log });
  try {
    // The file's person, mapped to the registered owner.
    const email = 'bench.person@example.test';
    const file = clockifyExport(ROWS, email);
    log(`import: ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MiB`);
    const trackingPid = stack.pids().tracking!;
    const rssBefore = statusMb(trackingPid, 'VmRSS');

    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
    form.append('source', 'clockify');
    form.append('timezone', 'UTC');
    form.append('user_map', JSON.stringify([{ source: email, user_id: stack.owner.userId }]));
    const uploadStarted = Date.now();
    const created = await fetch(`${stack.gateway}/api/v3/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.owner.token}` },
      body: form,
    });
    const job = (await created.json()) as { id: number };
    if (created.status !== 202) throw new Error(`upload: ${created.status} ${JSON.stringify(job)}`);
    const uploadMs = Date.now() - uploadStarted;

    let status: ImportStatus = {};
    let peakSampled = 0;
    while (status.status !== 'done' && status.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      peakSampled = Math.max(peakSampled, statusMb(trackingPid, 'VmRSS') ?? 0);
      const answer = await fetch(`${stack.gateway}/api/v3/import/${job.id}`, {
        headers: { authorization: `Bearer ${stack.owner.token}` },
      });
      status = (await answer.json()) as ImportStatus;
      if (Date.now() - uploadStarted > 600_000) throw new Error('the import took over 10 minutes');
    }
    const wallSeconds = (Date.now() - uploadStarted) / 1000;
    const jobSeconds =
      (new Date(status.finished_at ?? 0).getTime() - new Date(status.started_at ?? 0).getTime()) /
      1000;
    const peakRss = statusMb(trackingPid, 'VmHWM');
    const lines = [
      `# Import bench (${new Date().toISOString().slice(0, 10)})`,
      '',
      `- rows: ${ROWS} (${(file.length / 1024 / 1024).toFixed(1)} MiB Clockify export); status ${status.status}, created ${status.created}, matched ${status.matched}, errored ${status.errored}`,
      `- upload (POST /api/v3/import → 202): ${(uploadMs / 1000).toFixed(1)} s`,
      `- job (started_at → finished_at): ${jobSeconds.toFixed(1)} s, ${Math.round(ROWS / jobSeconds)} rows/s`,
      `- upload → done (polled every 250 ms): ${wallSeconds.toFixed(1)} s, ${Math.round(ROWS / wallSeconds)} rows/s (aim: under ${AIM_SECONDS} s) ${wallSeconds < AIM_SECONDS ? 'met' : 'MISSED'}`,
      `- tracking RSS: ${rssBefore?.toFixed(0) ?? '?'} MB before, peak sampled ${peakSampled.toFixed(0)} MB, VmHWM ${peakRss?.toFixed(0) ?? '?'} MB (aim: under ${AIM_RSS_MB} MB) ${(peakRss ?? 0) < AIM_RSS_MB ? 'met' : 'MISSED'}`,
      `- machine: ${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB, Node ${process.version}`,
    ];
    const text = `${lines.join('\n')}\n`;
    log(text);
    const resultsDir = path.resolve(
      repositoryRoot(),
      process.env.BENCH_RESULTS_DIR ?? path.join('bench', 'results'),
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      path.join(resultsDir, `import-${new Date().toISOString().slice(0, 10)}.md`),
      text,
    );
    if (status.status !== 'done') throw new Error(`the import ended ${status.status}`);
  } catch (error) {
    process.stderr.write(`${stack.processLogs.slice(-40).join('\n')}\n`);
    throw error;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
