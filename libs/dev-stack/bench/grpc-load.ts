// Load runs of calls made straight from this process: a service's gRPC interface called
// with the caller in the metadata, as the gateway calls it once a request is
// authenticated (the baseline each gateway path is compared with), and HTTP calls that
// need a state of their own per connection (a timer per user: timer-load.ts). The figures
// are those of the autocannon runs (load.ts), so they sit side by side in one table.
import { RemoteCallError } from '@workmesh/platform';
import { percentile, round, sleep, type LoadFigures } from './load';
import { perUnitMs, startCpuMeter } from './process-cpu';

export interface GrpcLoadOptions {
  /** Calls in flight at all times (autocannon's connections). */
  connections: number;
  seconds: number;
  /** A fixed offered rate (calls/s over all connections) instead of as fast as possible. */
  overallRate?: number;
}

/** An HTTP answer outside 2xx: counted as non2xx, as autocannon counts it. */
export class RefusedCall extends Error {}

/** One call of a run; a connection's calls run one after another. */
export type TimedCall = () => Promise<unknown>;

/**
 * `connections` workers for `seconds`, each running its own sequence of calls over and
 * over (worker n runs `sequenceOf(n)`), each call timed from its start to its answer. A
 * call the service refused (a gRPC status, an HTTP 4xx/5xx) counts as non2xx, any other
 * failure (a deadline, a broken channel) as an error. With `overallRate`, calls start at
 * that rate over all workers (as autocannon's overallRate), never more than `connections`
 * at a time.
 */
export async function loadSequences(
  sequenceOf: (worker: number) => TimedCall[],
  options: GrpcLoadOptions,
  pids: Record<string, number>,
): Promise<LoadFigures> {
  const times: number[] = [];
  let refused = 0;
  let errors = 0;
  let firstFailure: string | undefined;
  const stopMeter = startCpuMeter(pids);
  const started = process.hrtime.bigint();
  const startedMs = performance.now();
  const until = startedMs + options.seconds * 1000;
  let issued = 0;
  /** Waits for the next start slot of the offered rate (none when unpaced). */
  const paced = async () => {
    if (!options.overallRate) return;
    const slot = startedMs + (issued++ * 1000) / options.overallRate;
    const wait = slot - performance.now();
    if (wait > 0) await sleep(wait);
  };
  const worker = async (index: number) => {
    const sequence = sequenceOf(index);
    while (performance.now() < until) {
      // A whole sequence each time (a timer stopped once started), even past the end.
      for (const call of sequence) {
        await paced();
        const at = performance.now();
        try {
          await call();
          times.push(performance.now() - at);
        } catch (error) {
          firstFailure ??= (error as Error).message;
          if (error instanceof RemoteCallError || error instanceof RefusedCall) refused++;
          else errors++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
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
    ...(firstFailure ? { firstFailure: firstFailure.slice(0, 300) } : {}),
  };
}

/** `connections` calls kept in flight for `seconds` (the gRPC baselines). */
export const loadGrpc = (
  call: TimedCall,
  options: GrpcLoadOptions,
  pids: Record<string, number>,
): Promise<LoadFigures> => loadSequences(() => [call], options, pids);

/** A warm-up run, then the measured one (as LoadRunner.measure does for HTTP). */
export async function measureGrpc(
  call: TimedCall,
  options: GrpcLoadOptions & { warmupSeconds: number },
  pids: () => Record<string, number>,
): Promise<LoadFigures> {
  await loadGrpc(call, { ...options, seconds: options.warmupSeconds }, pids());
  return loadGrpc(call, options, pids());
}
