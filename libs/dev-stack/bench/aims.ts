// The system bench's aims, judged on one run's results. The ratios are against the
// same-run baseline of each path: the service's own gRPC interface called directly
// (grpc-load.ts), so a ratio is the share of the service's throughput that is left
// once requests come through the HTTP edge (the gateway: parsing, authentication,
// limits, validation, presentation, one more hop).
import { ratio, type LoadFigures } from './load';
import type { Aim, Results } from './report';

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

export function aimsOf(r: Results): Aim[] {
  const { read, write, events, report: summary, schedule } = r;
  const connections = r.settings.connections;
  const percent = (value: number, baseline: number) =>
    `${(100 * ratio(value, baseline)).toFixed(1)}%`;
  /** A run with failed requests meets no aim (a refusal is fast, not a result). */
  const clean = (...runs: LoadFigures[]) => runs.every((run) => run.non2xx + run.errors === 0);
  return [
    {
      aim: 'read: gateway ≥ 50% of teams’ gRPC called directly (requests/s)',
      measured: percent(read.gateway.requestsPerSecond, read.grpc.requestsPerSecond),
      met:
        read.gateway.requestsPerSecond >= 0.5 * read.grpc.requestsPerSecond &&
        clean(read.gateway, read.grpc),
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
      aim: 'write (client create with its webhook): gateway ≥ 50% of clients’ gRPC called directly (requests/s)',
      measured: percent(write.clientGateway.requestsPerSecond, write.clientGrpc.requestsPerSecond),
      met:
        write.clientGateway.requestsPerSecond >= 0.5 * write.clientGrpc.requestsPerSecond &&
        clean(write.clientGateway, write.clientGrpc),
    },
    {
      aim: 'write (client create): p99 < 50 ms at half the maximum rate',
      measured: `${write.clientGatewayAtHalfRate.p99Ms} ms at ${write.clientGatewayAtHalfRate.requestsPerSecond} req/s`,
      met: write.clientGatewayAtHalfRate.p99Ms < 50 && clean(write.clientGatewayAtHalfRate),
    },
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
