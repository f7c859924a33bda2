// The system bench's results and their markdown report. Each path's baseline is the
// service's gRPC interface called directly (grpc-load.ts), in the same run.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { ProfileSummary } from './cpu-profile';
import type { EventFigures } from './event-path';
import { ratio, type LoadFigures, type SequentialFigures } from './load';
import type { RatioSummary } from './rounds';
import type { ScheduleFigures } from './schedule-expansion';
import type { TrackingRows } from './tracking-load';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  commit: string;
}

/** The machine and the commit measured. */
export function machine(): Machine {
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

export interface Aim {
  aim: string;
  measured: string;
  met: boolean;
}

export interface BenchSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Alternating rounds per ratio (read, client create) and the seconds of each run in them. */
  rounds: number;
  roundSeconds: number;
  mongo: 'embedded' | 'MONGO_URL';
}

export interface Results {
  date: string;
  machine: Machine;
  settings: BenchSettings;
  /**
   * grpc: teams' ListTeams called directly, with the caller in the metadata. healthz,
   * gateway and grpc are the round whose gateway/gRPC ratio is the median.
   */
  read: Record<'healthz' | 'gateway' | 'grpc' | 'gatewayAtHalfRate', LoadFigures> & {
    rounds: Array<Record<'healthz' | 'gateway' | 'grpc', LoadFigures>>;
    ratios: { vsGrpc: RatioSummary; vsHealthz: RatioSummary };
  };
  /** clientGateway and clientGrpc are the round whose ratio is the median. */
  write: {
    clientRounds: Array<Record<'gateway' | 'grpc', LoadFigures>>;
    clientRatio: RatioSummary;
  } & Record<
    | 'clientGateway'
    /** clients' CreateClient called directly (its event and webhook follow, as for the gateway's). */
    | 'clientGrpc'
    | 'clientGatewayAtHalfRate'
    | 'projectGateway'
    | 'projectGrpc'
    /** Issue 21: concurrent creates through the gateway spread over 4 clients. */
    | 'projectOverClients',
    LoadFigures
  >;
  /** Timer start → stop and time-entry create through the gateway (tracking-load.ts). */
  tracking: TrackingRows;
  events: {
    /** client.created published straight to the exchange: the notifier's path alone. */
    published: EventFigures;
    /** POST client/create through the gateway → … → webhook, at half the max create rate. */
    created: EventFigures;
  };
  /** The tracking summary report over a seeded month, one call at a time. */
  report: {
    entries: number;
    /** Members whose entries were seeded (the owner among them). */
    members: number;
    seedSeconds: number;
    /** CPU seconds all processes spent on the seeding (wall time depends on the machine's other load). */
    seedCpuSeconds: number;
    gateway: SequentialFigures;
    /** tracking's SummaryReport called directly. */
    grpc: SequentialFigures;
    /** Whether both paths answered the same groups and totals. */
    agreement: string;
  };
  schedule: ScheduleFigures;
  aims: Aim[];
  /** CPU profiles taken in separate runs after the measured ones, by run and process. */
  profiles: Record<string, Record<string, ProfileSummary | string>>;
}

/** The processes in the CPU table, in the order of a request's hops. */
const PROCESS_ORDER = [
  'gateway',
  'identity',
  'teams',
  'clients',
  'tasks',
  'scheduling',
  'tracking',
  'notifier',
  'mongo',
  'rabbitmq',
  'load generator',
];

function loadRow(name: string, f: LoadFigures, baseline: LoadFigures, baselineName: string) {
  return `| ${name} | ${f.requestsPerSecond} | ${ratio(f.requestsPerSecond, baseline.requestsPerSecond)} (vs ${baselineName}) | ${f.p50Ms} | ${f.p99Ms} | ${f.meanMs} | ${f.total} | ${f.non2xx + f.errors} |`;
}
const LOAD_HEAD =
  '| path | req/s | req/s ratio | p50 (ms) | p99 (ms) | mean (ms) | requests | failed |\n|---|---:|---:|---:|---:|---:|---:|---:|';

/** One line per ratio measured in rounds: the median the aims judge, the spread, each round. */
function ratioRow(name: string, summary: RatioSummary) {
  return `| ${name} | ${summary.median.toFixed(3)} | ${summary.min.toFixed(3)}–${summary.max.toFixed(3)} | ${summary.rounds.map((value) => value.toFixed(3)).join(', ')} |`;
}
const RATIO_HEAD = '| ratio (req/s) | median | min–max | rounds in order |\n|---|---:|---:|---|';

function eventRow(name: string, e: EventFigures) {
  return `| ${name} | ${e.offeredPerSecond}/s × ${e.seconds} s | ${e.sendSeconds} | ${e.accepted} | ${e.delivered} | ${e.deliveredPerSecond} | ${e.p50Ms} | ${e.p99Ms} | ${e.maxMs} |`;
}

function sequentialRow(name: string, f: SequentialFigures, baseline: SequentialFigures) {
  return `| ${name} | ${f.calls} | ${f.p50Ms} | ${f.p99Ms} | ${f.meanMs} | ${f.maxMs} | ${ratio(f.p50Ms, baseline.p50Ms)} | ${ratio(f.p99Ms, baseline.p99Ms)} | ${f.failed} |`;
}

/** CPU ms per request (per webhook for the event runs) by process, one column per run. */
function cpuTable(columns: Array<[string, { cpu: Record<string, number>; cores: number }]>) {
  const names = new Set(columns.flatMap(([, run]) => Object.keys(run.cpu)));
  const ordered = [
    ...PROCESS_ORDER.filter((name) => names.has(name)),
    ...[...names].filter((name) => !PROCESS_ORDER.includes(name)),
  ];
  const cell = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '–' : value.toFixed(2);
  const lines = [
    `| process | ${columns.map(([title]) => title).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
  ];
  for (const name of ordered)
    lines.push(`| ${name} | ${columns.map(([, run]) => cell(run.cpu[name])).join(' | ')} |`);
  const total = (cpu: Record<string, number>) =>
    Object.values(cpu).reduce((sum, value) => sum + (Number.isNaN(value) ? 0 : value), 0);
  lines.push(
    `| **all** | ${columns.map(([, run]) => `**${total(run.cpu).toFixed(2)}**`).join(' | ')} |`,
    `| cores busy | ${columns.map(([, run]) => run.cores.toFixed(2)).join(' | ')} |`,
  );
  return lines;
}

function profileLines(title: string, summary: ProfileSummary | string): string[] {
  const lines = ['', `#### ${title}`, ''];
  if (typeof summary === 'string') return [...lines, summary];
  return [
    ...lines,
    `Busy ${summary.busyPercent}% of the run's samples. Self time by module and by function, as shares of the busy samples:`,
    '',
    '| module | % |',
    '|---|---:|',
    ...summary.topModules.map((share) => `| ${share.name} | ${share.percent} |`),
    '',
    '| function (self time) | % |',
    '|---|---:|',
    ...summary.topFunctions.map((share) => `| \`${share.name}\` | ${share.percent} |`),
  ];
}

export function report(r: Results): string {
  const { read, write, tracking, events, report: summary, schedule, machine: m, settings: s } = r;
  const cpu = (f: Pick<LoadFigures, 'cpuMsPerRequest' | 'coresBusy'>) => ({
    cpu: f.cpuMsPerRequest,
    cores: f.coresBusy,
  });
  const cpuOfEvents = (e: EventFigures) => ({ cpu: e.cpuMsPerEvent, cores: e.coresBusy });
  const lines = [
    `# System bench (${r.date})`,
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; commit ${m.commit}. ` +
      `autocannon, ${s.connections} connections, ${s.durationSeconds} s per run after a ${s.warmupSeconds} s warm-up; ` +
      `the read and client-create ratios from ${s.rounds} alternating rounds of ${s.roundSeconds} s per run (baseline, system, baseline, …; the median judged, min–max shown), after one ${s.warmupSeconds} s warm-up per path; ` +
      `MongoDB ${s.mongo === 'MONGO_URL' ? 'from MONGO_URL' : 'embedded (its own process)'}; RabbitMQ local. ` +
      'Baseline (gRPC) = the same service called straight through its gRPC interface by the load generator, with the caller in the metadata as the gateway sends it: the same service process, database and events, without the HTTP edge (parsing, authentication, limits, validation, presentation, the gateway hop). ' +
      'No profiler runs during the measured runs; profiles come from separate runs at the end.',
    '',
    '## Read path: GET /api/v3/team/getTeams',
    '',
    LOAD_HEAD,
    loadRow('gateway /healthz (baseline a)', read.healthz, read.healthz, 'healthz'),
    loadRow('teams ListTeams over gRPC (baseline b)', read.grpc, read.grpc, 'gRPC'),
    loadRow('gateway → gRPC → teams → MongoDB', read.gateway, read.grpc, 'gRPC'),
    loadRow('  same, ratio vs /healthz', read.gateway, read.healthz, 'healthz'),
    loadRow(
      `gateway at half the max rate (median of the rounds)`,
      read.gatewayAtHalfRate,
      read.gateway,
      'max',
    ),
    '',
    `The rows above are the round whose ratio against gRPC is the median. Over the ${read.rounds.length} rounds:`,
    '',
    RATIO_HEAD,
    ratioRow('getTeams through the gateway / teams ListTeams over gRPC', read.ratios.vsGrpc),
    ratioRow('getTeams through the gateway / gateway /healthz', read.ratios.vsHealthz),
    '',
    '## Write path',
    '',
    LOAD_HEAD,
    loadRow(
      'clients CreateClient over gRPC (baseline)',
      write.clientGrpc,
      write.clientGrpc,
      'gRPC',
    ),
    loadRow('gateway client create', write.clientGateway, write.clientGrpc, 'gRPC'),
    loadRow(
      'gateway client create at half the max rate (median of the rounds)',
      write.clientGatewayAtHalfRate,
      write.clientGateway,
      'max',
    ),
    loadRow(
      'clients CreateProject over gRPC (baseline)',
      write.projectGrpc,
      write.projectGrpc,
      'gRPC',
    ),
    loadRow('gateway project create', write.projectGateway, write.projectGrpc, 'gRPC'),
    loadRow(
      'gateway project create over 4 clients',
      write.projectOverClients,
      write.projectGrpc,
      'gRPC',
    ),
    '',
    `Client create: the rows above are the round whose ratio is the median. Over the ${write.clientRounds.length} rounds:`,
    '',
    RATIO_HEAD,
    ratioRow(
      'client create through the gateway / clients CreateClient over gRPC',
      write.clientRatio,
    ),
    '',
    '## Tracking writes: timer start → stop, time-entry create (through the gateway)',
    '',
    'Timer: one registered user (own team and project) per connection, each sending POST /api/v3/timer/start then POST /api/v3/timer/stop over and over with fetch from the load generator (each request timed on its own; requests/s counts starts and stops). ' +
      'Time entry: POST /api/v3/time-entry/create as the owner with autocannon, 10-minute entries 15 minutes apart (none overlaps). ' +
      'Half rate = half the measured maximum, as requests/s over all connections.',
    '',
    LOAD_HEAD,
    loadRow(
      'timer start / stop (as fast as possible)',
      tracking.timerMax,
      tracking.timerMax,
      'max',
    ),
    loadRow(
      'timer start / stop at half the max rate',
      tracking.timerAtHalfRate,
      tracking.timerMax,
      'max',
    ),
    loadRow(
      'time-entry create (as fast as possible)',
      tracking.timeEntryMax,
      tracking.timeEntryMax,
      'max',
    ),
    loadRow(
      'time-entry create at half the max rate',
      tracking.timeEntryAtHalfRate,
      tracking.timeEntryMax,
      'max',
    ),
    ...[tracking.timerMax, tracking.timerAtHalfRate]
      .filter((run) => run.firstFailure)
      .map((run) => `\nFirst failed timer request: ${run.firstFailure}`),
    '',
    '## Event path: new_client webhook at the operator WEBHOOK_URL',
    '',
    '| run | offered | offers answered in (s) | accepted | delivered | delivered/s | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    eventRow('client.created published to the exchange → webhook', events.published),
    eventRow('POST client/create → webhook (half the max create rate)', events.created),
    '',
    'Latency = arrival at the receiver − the moment of the offer (the publish, or the create request being sent), matched by client id. ' +
      'The published run measures the notifier’s path alone (fan-out transaction, outbox, delivery job, signed POST) at the aimed rate; ' +
      'client create itself peaks well below 100/s on this machine, so the end-to-end run offers half its measured maximum.',
    '',
    '## Tracking report: GET /api/v3/report/summary (a month, by project and day)',
    '',
    `${summary.entries} time entries of a ${summary.members}-member team over March 2026 (20 projects), created through tracking's gRPC CreateTimeEntry (16 at a time, members and projects through identity, teams and clients) in ${summary.seedSeconds} s (${summary.seedCpuSeconds} CPU seconds over all processes) before measuring; ` +
      'the summary grouped by project, sub-grouped by day in America/New_York, as the team owner. ' +
      'Calls one at a time after 5 warm-up calls; time = request sent → last byte of the body. ' +
      `Both paths answered: ${summary.agreement}.`,
    '',
    '| path | calls | p50 (ms) | p99 (ms) | mean (ms) | max (ms) | p50 ratio | p99 ratio | failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    sequentialRow('tracking SummaryReport over gRPC (baseline)', summary.grpc, summary.grpc),
    sequentialRow('gateway → gRPC → tracking → MongoDB', summary.gateway, summary.grpc),
    '',
    '## What each hop costs: CPU ms per request, by process',
    '',
    'CPU time each process used during the run (user + system, from /proc), divided by the requests completed (the event runs: by the webhooks delivered). ' +
      'It includes each process’s background work during the run. "cores busy" = all these processes’ CPU seconds over the run’s wall seconds ' +
      `(${m.cores} = every core busy).`,
    '',
    ...cpuTable([
      ['/healthz', cpu(read.healthz)],
      ['getTeams (gateway)', cpu(read.gateway)],
      ['getTeams (gRPC)', cpu(read.grpc)],
      ['client create (gateway)', cpu(write.clientGateway)],
      ['client create (gRPC)', cpu(write.clientGrpc)],
      ['project create (gateway)', cpu(write.projectGateway)],
      ['project create (gRPC)', cpu(write.projectGrpc)],
      ['project create over 4 clients (gateway)', cpu(write.projectOverClients)],
      ['timer start / stop (gateway)', cpu(tracking.timerMax)],
      ['time-entry create (gateway)', cpu(tracking.timeEntryMax)],
      ['webhook (published)', cpuOfEvents(events.published)],
      ['webhook (created)', cpuOfEvents(events.created)],
      ['report summary (gateway)', cpu(summary.gateway)],
      ['report summary (gRPC)', cpu(summary.grpc)],
    ]),
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
  const missed = r.aims.filter((aim) => !aim.met).length;
  if (missed > 0) {
    lines.push(
      '',
      `## Where the time goes (${missed} aim${missed > 1 ? 's' : ''} missed)`,
      '',
      `The CPU table above shows the cost of each hop. CPU profiles of the busiest processes, each taken in a separate ${s.durationSeconds} s run after the measured ones (the profiler slows what it samples):`,
    );
    for (const [run, byProcess] of Object.entries(r.profiles)) {
      lines.push('', `### ${run}`);
      for (const [name, summary] of Object.entries(byProcess))
        lines.push(...profileLines(name, summary));
    }
  }
  return `${lines.join('\n')}\n`;
}
