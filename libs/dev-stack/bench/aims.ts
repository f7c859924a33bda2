// The system bench's aims, judged on one run's results. The ratios are against the
// same-run baseline of each path: the service's own gRPC interface called directly
// (grpc-load.ts), so a ratio is the share of the service's throughput that is left
// once requests come through the HTTP edge (the gateway: parsing, authentication,
// limits, validation, presentation, one more hop). The read and client-create ratios are
// measured in alternating rounds: the aim judges their median and shows their min–max.
import { ratio, type LoadFigures } from './load';
import type { Aim, Results } from './report';
import { medianWithRange, type RatioSummary } from './rounds';

/** The report p99 the issue aims at, through the gateway. */
export const REPORT_P99_AIM_MS = 300;

/** JSON with every object's keys sorted: the gateway answers in the proto's field order, a
 * decoded gRPC message lists its repeated fields first. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
}

/** Both answers carry the same totals and groups (the two paths did the same work). */
export function sameSummary(gateway: unknown, direct: unknown): string {
  type Summary = { totals?: unknown; groups?: unknown[] };
  const a = gateway as Summary | undefined;
  const b = direct as Summary | undefined;
  if (!a?.totals || !b?.totals) {
    const failure = typeof gateway === 'string' ? gateway : direct;
    return `not compared: a path failed (${JSON.stringify(failure)})`;
  }
  if (canonical(a.totals) !== canonical(b.totals))
    return `DIFFERENT totals: gateway ${canonical(a.totals)}, gRPC ${canonical(b.totals)}`;
  const groups = Math.max(a.groups?.length ?? 0, b.groups?.length ?? 0);
  for (let index = 0; index < groups; index++) {
    const [x, y] = [canonical(a.groups?.[index]), canonical(b.groups?.[index])];
    if (x !== y)
      return `DIFFERENT group ${index}: gateway ${x?.slice(0, 300)}, gRPC ${y?.slice(0, 300)}`;
  }
  return `same groups and totals (${a.groups?.length} groups)`;
}

/** "51.2% (48.8–53.0%)": a median ratio with its min–max, as percentages. */
export const percentRange = (summary: RatioSummary) =>
  medianWithRange(summary, (value) => (100 * value).toFixed(1))
    .replace(')', '%)')
    .replace(' (', '% (');

/** A run with failed requests meets no aim (a refusal is fast, not a result). */
export const clean = (...runs: LoadFigures[]) => runs.every((run) => run.non2xx + run.errors === 0);

/** A median ratio's aim: met when the median reaches `share` and no round failed a request. */
export function ratioAim(
  aim: string,
  summary: RatioSummary,
  share: number,
  runs: LoadFigures[],
): Aim {
  return {
    aim,
    measured: `median ${percentRange(summary)} over ${summary.rounds.length} rounds`,
    met: summary.median >= share && clean(...runs),
  };
}

/** A p99 aim at half the maximum rate (the maximum's run, when given, must be clean too). */
export const halfRateAim = (aim: string, run: LoadFigures, max?: LoadFigures): Aim => ({
  aim,
  measured: `${run.p99Ms} ms at ${run.requestsPerSecond} req/s`,
  met: run.p99Ms < 50 && clean(run, ...(max ? [max] : [])),
});

export function aimsOf(r: Results): Aim[] {
  const { read, write, tracking, events, report: summary, schedule } = r;
  const connections = r.settings.connections;
  const readRuns = read.rounds.flatMap((round) => [round.gateway, round.grpc, round.healthz]);
  const clientRuns = write.clientRounds.flatMap((round) => [round.gateway, round.grpc]);
  return [
    ratioAim(
      'read: gateway ≥ 50% of teams’ gRPC called directly (requests/s)',
      read.ratios.vsGrpc,
      0.5,
      readRuns,
    ),
    ratioAim(
      'read: gateway+gRPC ≥ 30% of gateway /healthz requests/s',
      read.ratios.vsHealthz,
      0.3,
      readRuns,
    ),
    halfRateAim('read: p99 < 50 ms at half the maximum rate', read.gatewayAtHalfRate),
    ratioAim(
      'write (client create with its webhook): gateway ≥ 50% of clients’ gRPC called directly (requests/s)',
      write.clientRatio,
      0.5,
      clientRuns,
    ),
    halfRateAim(
      'write (client create): p99 < 50 ms at half the maximum rate',
      write.clientGatewayAtHalfRate,
    ),
    halfRateAim(
      `timer start → stop: p99 < 50 ms at half the maximum rate (max ${tracking.timerMax.requestsPerSecond} req/s)`,
      tracking.timerAtHalfRate,
      tracking.timerMax,
    ),
    halfRateAim(
      `time-entry create: p99 < 50 ms at half the maximum rate (max ${tracking.timeEntryMax.requestsPerSecond} req/s)`,
      tracking.timeEntryAtHalfRate,
      tracking.timeEntryMax,
    ),
    {
      aim: `project create: p99 < 200 ms at ${connections} concurrent creates spread over 4 clients`,
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
      measured: `${summary.gateway.p99Ms} ms (p50 ${summary.gateway.p50Ms} ms; tracking’s gRPC directly p99 ${summary.grpc.p99Ms} ms, ratio ${ratio(summary.gateway.p99Ms, summary.grpc.p99Ms)})`,
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
