// Load runs with autocannon, and the figures kept of each: throughput, latency and the
// CPU each process of the system spent per completed request during the run.
import autocannon from 'autocannon';
import { perUnitMs, startCpuMeter, type CpuShares } from './process-cpu';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per completed request, by process (see process-cpu.ts). */
  cpuMsPerRequest: CpuShares;
  /** All measured processes' CPU seconds over the run's wall seconds (2 = two cores busy). */
  coresBusy: number;
  /** The first failed call's message, when any failed (the runs of grpc-load.ts). */
  firstFailure?: string;
}

export interface LoadOptions {
  token?: string;
  method?: 'GET' | 'POST';
  /** A fresh JSON body per request. */
  body?: () => unknown;
  seconds: number;
  connections: number;
  /** A fixed offered rate (requests/s over all connections) instead of as fast as possible. */
  overallRate?: number;
}

export class LoadRunner {
  constructor(
    /** The processes whose CPU time is counted, by name; read at the start of each run. */
    private readonly pids: () => Record<string, number>,
  ) {}

  async load(url: string, options: LoadOptions): Promise<LoadFigures> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.body;
    const stopMeter = startCpuMeter(this.pids());
    const started = process.hrtime.bigint();
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.seconds,
      method: options.method ?? 'GET',
      headers,
      ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      ...(body
        ? {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => ({
                  ...request,
                  body: JSON.stringify(body()),
                }),
              },
            ],
          }
        : {}),
    });
    const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const used = stopMeter();
    const cpuSeconds = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      meanMs: Math.round(result.latency.average * 100) / 100,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      cpuMsPerRequest: perUnitMs(used, result.requests.total),
      coresBusy: Math.round((100 * cpuSeconds) / wallSeconds) / 100,
    };
  }

  /** A warm-up run (as fast as possible), then the measured one. */
  async measure(url: string, options: LoadOptions & { warmupSeconds: number }) {
    await this.load(url, { ...options, seconds: options.warmupSeconds, overallRate: undefined });
    return this.load(url, options);
  }
}

export const ratio = (value: number, baseline: number) =>
  baseline ? Math.round((1000 * value) / baseline) / 1000 : 0;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latency of requests sent one at a time (a heavy request's own time, not a queue's). */
export interface SequentialFigures {
  calls: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  failed: number;
  /** CPU milliseconds per call, by process (see process-cpu.ts). */
  cpuMsPerRequest: CpuShares;
  /** All measured processes' CPU seconds over the run's wall seconds. */
  coresBusy: number;
}

/** One call of a sequential run: answers the body, rejects when the call failed. */
export type Call = () => Promise<unknown>;

/** A GET through HTTP: the JSON body, or an error naming the status and the body's start. */
export const httpGet =
  (url: string, token?: string): Call =>
  async () => {
    const response = await fetch(
      url,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };

/**
 * `warmup` unmeasured calls, then `calls` measured ones, one at a time; each call's time
 * runs from sending the request to the whole answer. The last answer is returned (the
 * caller checks both paths answered the same); a failed call's is its error message.
 */
export async function measureSequential(
  call: Call,
  options: { warmup: number; calls: number; pids: Record<string, number> },
): Promise<{ figures: SequentialFigures; lastBody: unknown }> {
  let failed = 0;
  let lastBody: unknown;
  const once = async () => {
    try {
      lastBody = await call();
    } catch (error) {
      failed++;
      lastBody = (error as Error).message;
    }
  };
  for (let run = 0; run < options.warmup; run++) await once();
  failed = 0;
  const times: number[] = [];
  const stopMeter = startCpuMeter(options.pids);
  const started = process.hrtime.bigint();
  for (let run = 0; run < options.calls; run++) {
    const at = performance.now();
    await once();
    times.push(performance.now() - at);
  }
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = stopMeter();
  const cpuSeconds = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
  times.sort((a, b) => a - b);
  return {
    figures: {
      calls: options.calls,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      meanMs: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
      maxMs: round(times[times.length - 1] ?? NaN),
      failed,
      cpuMsPerRequest: perUnitMs(used, options.calls),
      coresBusy: Math.round((100 * cpuSeconds) / wallSeconds) / 100,
    },
    lastBody,
  };
}

/** Milliseconds to 0.1. */
export const round = (ms: number) => Math.round(ms * 10) / 10;
