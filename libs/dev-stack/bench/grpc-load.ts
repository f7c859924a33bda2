// Load runs against a service's gRPC interface, called straight from this process with
// the caller in the metadata, as the gateway calls it once a request is authenticated:
// the baseline each gateway path is compared with. The figures are those of the HTTP
// runs (load.ts), so the two sit side by side in one table.
import { RemoteCallError } from '@workmesh/platform';
import { percentile, round, type LoadFigures } from './load';
import { perUnitMs, startCpuMeter } from './process-cpu';

export interface GrpcLoadOptions {
  /** Calls in flight at all times (autocannon's connections). */
  connections: number;
  seconds: number;
}

/**
 * `connections` calls kept in flight for `seconds`, each timed from its start to its
 * answer. A call the service refused counts as non2xx (as an HTTP 4xx/5xx would), any
 * other failure (a deadline, a broken channel) as an error.
 */
export async function loadGrpc(
  call: () => Promise<unknown>,
  options: GrpcLoadOptions,
  pids: Record<string, number>,
): Promise<LoadFigures> {
  const times: number[] = [];
  let refused = 0;
  let errors = 0;
  const stopMeter = startCpuMeter(pids);
  const started = process.hrtime.bigint();
  const until = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      try {
        await call();
        times.push(performance.now() - at);
      } catch (error) {
        if (error instanceof RemoteCallError) refused++;
        else errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = stopMeter();
  const cpuSeconds = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
  const total = times.length + refused + errors;
  const meanMs = times.reduce((sum, ms) => sum + ms, 0) / (times.length || 1);
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(total / wallSeconds),
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    meanMs: Math.round(meanMs * 100) / 100,
    total,
    non2xx: refused,
    errors,
    cpuMsPerRequest: perUnitMs(used, total),
    coresBusy: Math.round((100 * cpuSeconds) / wallSeconds) / 100,
  };
}

/** A warm-up run, then the measured one (as LoadRunner.measure does for HTTP). */
export async function measureGrpc(
  call: () => Promise<unknown>,
  options: GrpcLoadOptions & { warmupSeconds: number },
  pids: () => Record<string, number>,
): Promise<LoadFigures> {
  await loadGrpc(call, { ...options, seconds: options.warmupSeconds }, pids());
  return loadGrpc(call, options, pids());
}
