// kill -9 of the notifier in the middle of a burst of webhooks loses none. The notifier
// runs as the launcher runs it (node services/notifier/dist/src/main.js; `tsc -b` builds
// it) with the shortest retry schedule its config accepts (one step of 1 ms: two
// attempts). The sweep is held off (a day's interval), so the jobs and the events alone
// must bring every webhook home. Two moments for the kill:
//
// - after the fan-out, while deliveries are sent: the receiver leaves the attempts under
//   way at the kill without an answer, so the restarted notifier finds those deliveries
//   leased by a dead process: it must wait for the leases to end without spending the
//   jobs' attempts, then take them over;
// - during the fan-out, while events are still turned into deliveries: the dead process
//   leaves fan-out transactions open in MongoDB (they hold the events' claims until the
//   server aborts them) and events unacknowledged (the broker redelivers them).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CLAIM_HELD_WAIT_MS,
  connectMongo,
  createLogger,
  newEvent,
  subscriptionQueueNames,
  type Connection,
  type DomainEvent,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  startServiceTestEnvironment,
  startWebhookReceiver,
  TestBus,
  type ServiceTestEnvironment,
  type WebhookReceiver,
} from '@workmesh/testing';
import { connect } from 'amqplib';
import { MAIL_QUEUE } from '../src/mail-consumer';
import { WEBHOOK_DELIVERY_QUEUE } from '../src/webhook-delivery';
import { WEBHOOK_QUEUE } from '../src/webhook-fanout';
import { clientCreated } from './webhooks-harness';

const MAIN_JS = path.join(__dirname, '..', 'dist', 'src', 'main.js');
const EVENTS = 100;
/** Answered at once; the requests after them hang until the kill. */
const ANSWERED_BEFORE_KILL = 30;
/** Requests hanging (attempts under way) when the notifier is killed. */
const HANGING_AT_KILL = 5;
/** The kill during the fan-out comes once this many deliveries are recorded (of EVENTS). */
const FANNED_OUT_AT_KILL = 30;
const RETRY_DELAYS_MS = [1];
const MAIL_RETRY_DELAYS_MS = [60_000];
/** The shortest margin the config accepts. */
const LEASE_MARGIN_MS = 1000;
/**
 * MongoDB's transactionLifetimeLimitSeconds, set on the test's server (the default is
 * 60): a fan-out transaction left open by the kill holds its event's claim until the
 * server aborts it. Long enough that a fan-out spending its attempts on the held claim
 * (1 s, 5 s, 30 s apart) would come far later than the bound.
 */
const TRANSACTION_LIFETIME_SECONDS = 30;
/** How often the server aborts expired transactions: MongoDB every lifetime/2, mongo-embedded every second. */
const CLEANUP_PERIOD_MS = process.env.MONGO_URL ? (TRANSACTION_LIFETIME_SECONDS * 1000) / 2 : 1000;
const OPEN_TRANSACTION_ENDS_MS = TRANSACTION_LIFETIME_SECONDS * 1000 + CLEANUP_PERIOD_MS;

/** What a case configures: WEBHOOK_TIMEOUT_MS, and from it the bound after the restart. */
interface Timing {
  timeoutMs: number;
  /**
   * Every webhook arrives within this after the restart: a delivery leased by the dead
   * process is taken over when its lease (5 s lookup + timeout + margin) ends, an event
   * held by its open transaction is fanned out when that ends (deferred meanwhile, every
   * CLAIM_HELD_WAIT_MS), then one attempt (at most the timeout), plus the restart itself.
   */
  afterRestartMs: number;
}

function timing(timeoutMs: number): Timing {
  const leaseMs = 5000 + timeoutMs + LEASE_MARGIN_MS;
  const heldEventsMs = OPEN_TRANSACTION_ENDS_MS + CLAIM_HELD_WAIT_MS;
  return { timeoutMs, afterRestartMs: Math.max(leaseMs, heldEventsMs) + timeoutMs + 10_000 };
}

const OPERATOR_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const testLogger = createLogger('notifier-crash-test', process.env.TEST_LOG_LEVEL ?? 'silent');

jest.setTimeout(120_000);

interface Notifier {
  child: ChildProcess;
  exited: Promise<unknown>;
  output: () => string;
}

function startNotifier(env: Record<string, string>): Notifier {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { PATH: process.env.PATH, ...env, LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'silent' },
    stdio: ['ignore', process.env.CRASH_LOG_LEVEL ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => stderr };
}

interface DeliveryDocument {
  event_id: string;
  status: string;
  attempts: number;
}

describe('a notifier killed (SIGKILL) mid-burst', () => {
  let environment: ServiceTestEnvironment;
  let receiver: WebhookReceiver;
  let bus: TestBus;
  let database: Connection;
  let running: Notifier[];
  let env: Record<string, string>;

  beforeEach(async () => {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (tsc -b)`);
    environment = await startServiceTestEnvironment('notifier');
    receiver = await startWebhookReceiver();
    bus = await TestBus.connect(environment, testLogger);
    database = await connectMongo(environment.env.MONGO_URL, testLogger);
    await database.db!.admin().command({
      setParameter: 1,
      transactionLifetimeLimitSeconds: TRANSACTION_LIFETIME_SECONDS,
    });
    running = [];
  });

  function configure({ timeoutMs }: Timing): void {
    env = {
      ...environment.env,
      WEBHOOK_URL: `${receiver.url}/operator`,
      WEBHOOK_SECRET: OPERATOR_SECRET,
      WEBHOOK_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
      MAIL_RETRY_DELAYS_MS: MAIL_RETRY_DELAYS_MS.join(','),
      WEBHOOK_TIMEOUT_MS: String(timeoutMs),
      WEBHOOK_LEASE_MARGIN_MS: String(LEASE_MARGIN_MS),
      WEBHOOK_SWEEP_INTERVAL_MS: '3600000',
      WEBHOOK_STALE_AFTER_MS: '86400000',
      SHUTDOWN_TIMEOUT_MS: '2000',
    };
  }

  afterEach(async () => {
    for (const notifier of running) {
      notifier.child.kill('SIGKILL');
      await notifier.exited;
    }
    await bus?.close();
    await receiver?.close();
    await database?.close();
    await environment?.stop(
      declaredBrokerObjects(environment.prefix, [
        { queue: WEBHOOK_QUEUE },
        { queue: WEBHOOK_DELIVERY_QUEUE, retryDelaysMs: RETRY_DELAYS_MS },
        { queue: MAIL_QUEUE, retryDelaysMs: MAIL_RETRY_DELAYS_MS },
      ]),
    );
  });

  const deliveries = () => database.collection<DeliveryDocument>('webhook_deliveries');

  /** Starts a notifier and publishes the burst once it consumes; answers the events. */
  async function startAndPublishBurst(): Promise<DomainEvent[]> {
    const first = startNotifier(env);
    running.push(first);
    const events = Array.from({ length: EVENTS }, (_, index) =>
      newEvent('client.created', clientCreated(700 + index), 'clients'),
    );
    // The first publish is refused (unroutable) until the notifier has bound its queue.
    await eventually(
      () =>
        bus.publish(events[0]).then(
          () => true,
          () => false,
        ),
      20_000,
      `the notifier to consume (output: ${first.output()})`,
    );
    for (const event of events.slice(1)) await bus.publish(event);
    return events;
  }

  let restartedAt = 0;
  async function killFirstAndRestart(): Promise<void> {
    running[0].child.kill('SIGKILL');
    await running[0].exited;
    restartedAt = Date.now();
    running.push(startNotifier(env));
  }

  /**
   * After the restart: every event reaches the receiver with a 2xx and its one delivery
   * ends succeeded, and no job is dead-lettered.
   */
  async function expectEveryWebhookDelivered(
    events: DomainEvent[],
    answered: Set<string>,
    { afterRestartMs }: Timing,
  ): Promise<void> {
    const ids = events.map((event) => event.id);
    await eventually(
      () => ids.every((id) => answered.has(id)),
      afterRestartMs,
      'every webhook answered 2xx',
    ).catch(async (error: Error) => {
      const missing = ids.filter((id) => !answered.has(id));
      const stored = await deliveries()
        .find({ event_id: { $in: missing } })
        .toArray();
      throw new Error(
        `${error.message}: ${missing.length} missing; their deliveries: ${JSON.stringify(stored)}; stderr: ${running[1].output()}`,
      );
    });
    if (process.env.CRASH_REPORT)
      process.stderr.write(
        `last webhook ${Math.max(...receiver.received.map((r) => r.receivedAt)) - restartedAt} ms after the restart (bound ${afterRestartMs})\n`,
      );
    await eventually(
      async () => (await deliveries().countDocuments({ status: 'succeeded' })) === EVENTS,
      10_000,
      'every delivery logged as succeeded',
    );
    // Exactly one delivery per event (the operator is the only target).
    expect(await deliveries().countDocuments({})).toBe(EVENTS);
    expect((await deliveries().distinct('event_id')).sort()).toEqual([...ids].sort());
    expect(await deadLetterCount(environment)).toBe(0);
  }

  it('after the fan-out, loses no webhook: leased deliveries are taken over after their lease, as attempt 1', async () => {
    // Long enough that no hanging attempt times out before the kill, even on a loaded machine.
    const caseTiming = timing(15_000);
    configure(caseTiming);
    let killed = false;
    const answered = new Set<string>();
    receiver.answerWith((request, index) => {
      if (!killed && index >= ANSWERED_BEFORE_KILL) return 'hang';
      answered.add(String(request.headers['webhook-id']));
      return { status: 200 };
    });
    const events = await startAndPublishBurst();

    // The kill falls into the deliveries' burst: every event's deliveries are recorded
    // (the fan-out is done), 30 webhooks are answered, attempts are under way, the rest queued.
    await eventually(
      async () => (await deliveries().countDocuments({})) === EVENTS,
      20_000,
      'every event fanned out to its delivery',
    );
    await receiver.waitFor(ANSWERED_BEFORE_KILL + HANGING_AT_KILL, undefined, 20_000);
    await killFirstAndRestart();
    killed = true;
    const hungIds = receiver.received
      .slice(ANSWERED_BEFORE_KILL)
      .map((request) => String(request.headers['webhook-id']));

    await expectEveryWebhookDelivered(events, answered, caseTiming);
    // The attempts the dead notifier made were never logged: the take-over is attempt 1.
    const takenOver = await deliveries()
      .find({ event_id: { $in: hungIds } })
      .toArray();
    expect(takenOver.length).toBeGreaterThanOrEqual(HANGING_AT_KILL);
    for (const delivery of takenOver) expect(delivery).toMatchObject({ attempts: 1 });
  });

  it('during the fan-out, loses no webhook: events left half-handled are fanned out once after the restart', async () => {
    // The receiver answers at once: a short timeout keeps the leases short.
    const caseTiming = timing(2000);
    configure(caseTiming);
    const answered = new Set<string>();
    receiver.answerWith((request) => {
      answered.add(String(request.headers['webhook-id']));
      return { status: 200 };
    });
    const events = await startAndPublishBurst();

    // The kill falls into the fan-out: some events have their delivery, others are in
    // the notifier's hands (fan-out transactions open, unacknowledged), the rest queued.
    // Polled without a pause, so the kill lands while transactions are open.
    const deadline = Date.now() + 20_000;
    let fannedOut: number;
    for (;;) {
      fannedOut = await deliveries().countDocuments({});
      if (fannedOut >= FANNED_OUT_AT_KILL && (await openTransactions(database)) >= 2) break;
      if (Date.now() > deadline) throw new Error(`${fannedOut} events fanned out at most`);
    }
    await killFirstAndRestart();
    const leftOpen = await openTransactions(database);
    // The kill came during the fan-out and left transactions open, or this case tests
    // nothing of it.
    expect(fannedOut).toBeLessThan(EVENTS);
    expect(leftOpen).toBeGreaterThan(0);
    if (process.env.CRASH_REPORT)
      process.stderr.write(
        `fanned out at the kill: ${fannedOut}; open transactions left: ${leftOpen}\n`,
      );

    await expectEveryWebhookDelivered(events, answered, caseTiming);
  });
});

/** The jobs and events in the dead-letter queues of the fan-out and of the deliveries. */
async function deadLetterCount(environment: ServiceTestEnvironment): Promise<number> {
  const connection = await connect(environment.amqpUrl);
  try {
    const channel = await connection.createChannel();
    let count = 0;
    for (const queue of [WEBHOOK_QUEUE, WEBHOOK_DELIVERY_QUEUE]) {
      const { dlq } = subscriptionQueueNames(environment.prefix, queue);
      count += (await channel.checkQueue(dlq)).messageCount;
    }
    return count;
  } finally {
    await connection.close();
  }
}

/** Transactions open on the server (serverStatus), whoever opened them. */
async function openTransactions(database: Connection): Promise<number> {
  const status = await database.db!.admin().command({ serverStatus: 1 });
  return (status.transactions as { currentActive: number }).currentActive;
}
