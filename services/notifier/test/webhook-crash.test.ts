// kill -9 of the notifier in the middle of a burst of webhooks loses none. The notifier
// runs as the launcher runs it (node services/notifier/dist/src/main.js; `tsc -b` builds
// it) with the shortest retry schedule its config accepts (one step of 1 ms: two
// attempts). The receiver leaves the attempts under way at the kill without an answer,
// so the restarted notifier finds those deliveries leased by a dead process: it must wait
// for the leases to end without spending the jobs' attempts, then take them over. The
// sweep is held off (a day's interval), so the jobs alone must bring every webhook home.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  connectMongo,
  createLogger,
  newEvent,
  subscriptionQueueNames,
  type Connection,
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
const RETRY_DELAYS_MS = [1];
const MAIL_RETRY_DELAYS_MS = [60_000];
const OPERATOR_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const testLogger = createLogger('notifier-crash-test', process.env.TEST_LOG_LEVEL ?? 'silent');

jest.setTimeout(60_000);

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

describe('a notifier killed (SIGKILL) mid-burst', () => {
  let environment: ServiceTestEnvironment;
  let receiver: WebhookReceiver;
  let bus: TestBus;
  let database: Connection;
  const running: Notifier[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (tsc -b)`);
    environment = await startServiceTestEnvironment('notifier');
    receiver = await startWebhookReceiver();
    bus = await TestBus.connect(environment, testLogger);
    database = await connectMongo(environment.env.MONGO_URL, testLogger);
  });

  afterAll(async () => {
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

  it('loses no webhook: after the restart every event reaches the receiver with a 2xx', async () => {
    const env = {
      ...environment.env,
      WEBHOOK_URL: `${receiver.url}/operator`,
      WEBHOOK_SECRET: OPERATOR_SECRET,
      WEBHOOK_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
      MAIL_RETRY_DELAYS_MS: MAIL_RETRY_DELAYS_MS.join(','),
      // Long enough that no hanging attempt times out before the kill.
      WEBHOOK_TIMEOUT_MS: '6000',
      // The shortest margin the config accepts: a lease of 5 s lookup + 6 s + 1 s.
      WEBHOOK_LEASE_MARGIN_MS: '1000',
      WEBHOOK_SWEEP_INTERVAL_MS: '3600000',
      WEBHOOK_STALE_AFTER_MS: '86400000',
      SHUTDOWN_TIMEOUT_MS: '2000',
    };
    let killed = false;
    const answered = new Set<string>();
    receiver.answerWith((request, index) => {
      if (!killed && index >= ANSWERED_BEFORE_KILL) return 'hang';
      answered.add(String(request.headers['webhook-id']));
      return { status: 200 };
    });

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

    // The kill falls into the deliveries' burst: every event's deliveries are recorded
    // (the fan-out is done), 30 webhooks are answered, attempts are under way, the rest queued.
    const deliveries = database.collection<{ event_id: string; status: string; attempts: number }>(
      'webhook_deliveries',
    );
    await eventually(
      async () => (await deliveries.countDocuments({})) === EVENTS,
      20_000,
      'every event fanned out to its delivery',
    );
    await receiver.waitFor(ANSWERED_BEFORE_KILL + HANGING_AT_KILL, undefined, 20_000);
    first.child.kill('SIGKILL');
    await first.exited;
    killed = true;
    const hungIds = receiver.received
      .slice(ANSWERED_BEFORE_KILL)
      .map((request) => String(request.headers['webhook-id']));

    running.push(startNotifier(env));

    const ids = events.map((event) => event.id);
    await eventually(
      () => ids.every((id) => answered.has(id)),
      40_000,
      'every webhook answered 2xx',
    ).catch(async (error: Error) => {
      const missing = ids.filter((id) => !answered.has(id));
      const stored = await deliveries.find({ event_id: { $in: missing } }).toArray();
      throw new Error(
        `${error.message}: ${missing.length} missing; their deliveries: ${JSON.stringify(stored)}; stderr: ${running[1].output()}`,
      );
    });
    await eventually(
      async () => (await deliveries.countDocuments({ status: 'succeeded' })) === EVENTS,
      10_000,
      'every delivery logged as succeeded',
    );

    expect(await deliveries.countDocuments({})).toBe(EVENTS);
    // The attempts the dead notifier made were never logged: the take-over is attempt 1.
    const takenOver = await deliveries.find({ event_id: { $in: hungIds } }).toArray();
    expect(takenOver.length).toBeGreaterThanOrEqual(HANGING_AT_KILL);
    for (const delivery of takenOver) expect(delivery).toMatchObject({ attempts: 1 });
    expect(await deadLetterCount(environment)).toBe(0);
  });
});

async function deadLetterCount(environment: ServiceTestEnvironment): Promise<number> {
  const connection = await connect(environment.amqpUrl);
  try {
    const channel = await connection.createChannel();
    const { dlq } = subscriptionQueueNames(
      environment.prefix,
      WEBHOOK_DELIVERY_QUEUE,
      RETRY_DELAYS_MS,
    );
    return (await channel.checkQueue(dlq)).messageCount;
  } finally {
    await connection.close();
  }
}
