// The event path's runs: `new_client` webhooks offered at a fixed rate, each matched at
// the operator's receiver by client id, with the latency from offering to arrival and the
// CPU each process spent per delivered webhook (from the first offer to the last arrival).
import {
  ClientCreated,
  createLogger,
  EventBus,
  newEvent,
  type ClientCreatedData,
} from '@workmesh/platform';
import { TEST_AMQP_URL, type WebhookReceiver } from '@workmesh/testing';
import type { BenchStack } from './bench-stack';
import { percentile, sleep } from './load';
import { perUnitMs, startCpuMeter, type CpuShares } from './process-cpu';

export interface EventFigures {
  offeredPerSecond: number;
  seconds: number;
  /** Offers made. */
  sent: number;
  /** Offers that were taken (a client created, an event published). */
  accepted: number;
  delivered: number;
  /** Seconds from the first offer to the last offer's answer. */
  sendSeconds: number;
  deliveredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  cpuMsPerEvent: CpuShares;
  coresBusy: number;
}

export interface EventRun {
  rate: number;
  seconds: number;
  /** Makes offer i; answers the client id whose webhook is awaited, undefined when refused. */
  offer: (index: number) => Promise<number | undefined>;
  hooks: WebhookReceiver;
  pids: Record<string, number>;
  /** How long to wait for the webhooks after the last offer was answered. */
  drainTimeoutMs: number;
}

/** The client id of a `new_client` webhook, undefined for any other request. */
function newClientId(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { event?: string; payload?: { id?: unknown } };
    return parsed.event === 'new_client' && typeof parsed.payload?.id === 'number'
      ? parsed.payload.id
      : undefined;
  } catch {
    return undefined;
  }
}

export async function offerEvents(run: EventRun): Promise<EventFigures> {
  const { hooks } = run;
  const total = run.rate * run.seconds;
  const offeredAt: number[] = [];
  const offerOfClient = new Map<number, number>();
  const arrivals = new Map<number, number>();
  let scanned = hooks.received.length;
  // Each request is parsed once, as it arrives (scanning all of them per poll would load
  // the bench process, which is measured too).
  const scan = () => {
    for (; scanned < hooks.received.length; scanned++) {
      const hook = hooks.received[scanned]!;
      const id = newClientId(hook.body);
      if (id !== undefined && !arrivals.has(id)) arrivals.set(id, hook.receivedAt);
    }
  };

  const stopMeter = startCpuMeter(run.pids);
  const start = Date.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / run.rate;
    if (due > Date.now()) await sleep(due - Date.now());
    offeredAt[index] = Date.now();
    answers.push(
      run.offer(index).then(
        (clientId) => {
          if (clientId !== undefined) offerOfClient.set(clientId, index);
        },
        () => undefined,
      ),
    );
    scan();
  }
  await Promise.all(answers);
  const sendSeconds = (Date.now() - start) / 1000;
  const deadline = Date.now() + run.drainTimeoutMs;
  const allArrived = () => [...offerOfClient.keys()].every((id) => arrivals.has(id));
  for (scan(); !allArrived() && Date.now() < deadline; scan()) await sleep(20);
  const used = stopMeter();
  const elapsedSeconds = (Date.now() - start) / 1000;

  const latencies: number[] = [];
  let lastArrival = start;
  for (const [clientId, index] of offerOfClient) {
    const arrivedAt = arrivals.get(clientId);
    if (arrivedAt === undefined) continue;
    latencies.push(arrivedAt - offeredAt[index]!);
    lastArrival = Math.max(lastArrival, arrivedAt);
  }
  latencies.sort((a, b) => a - b);
  const cpuSeconds = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
  return {
    offeredPerSecond: run.rate,
    seconds: run.seconds,
    sent: total,
    accepted: offerOfClient.size,
    delivered: latencies.length,
    sendSeconds: Math.round(sendSeconds * 100) / 100,
    deliveredPerSecond: Math.round(
      latencies.length / Math.max(0.001, (lastArrival - start) / 1000),
    ),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
    cpuMsPerEvent: perUnitMs(used, latencies.length),
    coresBusy: Math.round((100 * cpuSeconds) / elapsedSeconds) / 100,
  };
}

/** Waits until no webhook has arrived for quietMs (a backlog from earlier runs has drained). */
export async function waitForQuiet(
  hooks: WebhookReceiver,
  quietMs: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let count = hooks.received.length;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    if (hooks.received.length !== count) {
      count = hooks.received.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

/**
 * client.created published straight to the run's exchange at `rate` for `seconds`, as
 * clients would publish it for the owner's team: the notifier's path alone, to the
 * operator's webhook.
 */
export async function publishClientCreated(
  bench: BenchStack,
  rate: number,
  seconds: number,
): Promise<EventFigures> {
  const { hooks, owner } = bench;
  const bus = new EventBus({
    url: TEST_AMQP_URL,
    prefix: bench.prefix,
    logger: createLogger('bench', 'warn'),
  });
  await bus.connect();
  try {
    const firstId = 1_000_000_000;
    return await offerEvents({
      rate,
      seconds,
      hooks,
      pids: bench.pids(),
      drainTimeoutMs: 120_000,
      offer: async (index) => {
        const id = firstId + index;
        await bus.publish(
          newEvent<ClientCreatedData>(
            ClientCreated.type,
            {
              id,
              name: `Published client ${index}`,
              email: `published${index}@example.com`,
              profile: '',
              team_id: owner.teamId,
              user_id: owner.userId,
              retrieved_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
            },
            'bench',
          ),
        );
        return id;
      },
    });
  } finally {
    await bus.close();
  }
}
