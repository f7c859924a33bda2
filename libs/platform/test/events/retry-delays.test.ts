// Per-message retry waits (SubscriptionOptions.retryDelay): each retried message carries
// its own expiration, a handler's RetryLater sets a floor, the retry queues have no TTL of
// their own, and subscriptions without retryDelay keep their fixed-TTL queues.
import {
  EventBus,
  jitteredRetryDelay,
  newEvent,
  RetryLater,
  retryAfterOf,
  retryQueueIndex,
  subscriptionQueueNames,
} from '../../src/events';
import {
  AMQP_URL,
  deferred,
  deleteTopology,
  getMessage,
  randomPrefix,
  testLogger,
  withChannel,
  within,
  type CreatedSubscription,
} from './broker-fixture';

describe('jitteredRetryDelay', () => {
  it('waits the attempt’s step ±20 %: 0.8 × step at the lowest draw, 1.2 × step at the highest', () => {
    const steps = [1000, 5000];

    expect(jitteredRetryDelay(steps, { random: () => 0 })(1, new Error())).toBe(800);
    expect(jitteredRetryDelay(steps, { random: () => 0.5 })(1, new Error())).toBe(1000);
    expect(jitteredRetryDelay(steps, { random: () => 0.999999 })(2, new Error())).toBe(6000);
  });

  it('keeps to the last step for attempts beyond the plan', () => {
    expect(jitteredRetryDelay([100, 300], { random: () => 0.5 })(7, new Error())).toBe(300);
  });

  it('spreads waits over the whole band', () => {
    const plan = jitteredRetryDelay([10_000]);
    const waits = Array.from({ length: 500 }, () => plan(1, new Error()));

    expect(Math.min(...waits)).toBeGreaterThanOrEqual(8000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(12_000);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });
});

describe('retryAfterOf and retryQueueIndex', () => {
  it("reads a RetryLater's floor, and 0 for any other failure", () => {
    expect(retryAfterOf(new RetryLater('busy', 1500))).toBe(1500);
    expect(retryAfterOf(new Error('boom'))).toBe(0);
    expect(retryAfterOf(new RetryLater('odd', -5))).toBe(0);
  });

  it('puts a wait in the queue of the nearest step (log scale), so a long wait sits beside long ones', () => {
    const steps = [5000, 300_000, 1_800_000, 7_200_000];

    expect(retryQueueIndex(steps, 4000)).toBe(0);
    expect(retryQueueIndex(steps, 6000)).toBe(0);
    expect(retryQueueIndex(steps, 240_000)).toBe(1);
    expect(retryQueueIndex(steps, 3_600_000)).toBe(2);
    expect(retryQueueIndex(steps, 100_000_000)).toBe(3);
    expect(retryQueueIndex(steps, 0)).toBe(0);
  });
});

describe('subscriptions with a retryDelay: per-message waits on the broker', () => {
  const prefix = randomPrefix();
  const created: CreatedSubscription[] = [];
  let bus: EventBus;

  beforeAll(async () => {
    bus = new EventBus({ url: AMQP_URL, prefix, logger: testLogger });
    await bus.connect();
  });

  afterAll(async () => {
    await bus.close();
    await deleteTopology(prefix, created);
  });

  /** Subscribes a handler that records when each attempt came and fails as `fail` says. */
  async function subscribeRecording(
    queue: string,
    options: {
      retryDelaysMs: number[];
      retryDelay?: (attempt: number, error: unknown) => number;
      fail: (attempt: number) => Error | undefined;
    },
  ) {
    created.push({ queue, retryDelaysMs: options.retryDelaysMs });
    const attempts: Array<{ attempt: number; at: number; id: string }> = [];
    const done = deferred();
    await bus.subscribe({
      queue,
      routingKeys: [`${queue}.happened`],
      retryDelaysMs: options.retryDelaysMs,
      ...(options.retryDelay ? { retryDelay: options.retryDelay } : {}),
      handler: async (event, { attempt }) => {
        attempts.push({ attempt, at: Date.now(), id: event.id });
        const failure = options.fail(attempt);
        if (failure) throw failure;
        done.resolve();
      },
    });
    return { attempts, done: done.promise };
  }

  test('each retry waits what retryDelay computed for it, not the step of its queue', async () => {
    const { attempts, done } = await subscribeRecording('computed', {
      retryDelaysMs: [50, 50],
      retryDelay: (attempt) => (attempt === 1 ? 700 : 50),
      fail: (attempt) => (attempt < 3 ? new Error('receiver down') : undefined),
    });

    await bus.publish(newEvent('computed.happened', {}, 'test'));
    await within(done, 5000, 'the third attempt');

    expect(attempts.map(({ attempt }) => attempt)).toEqual([1, 2, 3]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(650);
    expect(attempts[2].at - attempts[1].at).toBeLessThan(600);
  });

  test("a handler's RetryLater is a floor: no retry sooner than its retryAfterMs", async () => {
    const { attempts, done } = await subscribeRecording('floored', {
      retryDelaysMs: [50],
      retryDelay: () => 50,
      fail: (attempt) => (attempt === 1 ? new RetryLater('come back later', 800) : undefined),
    });

    await bus.publish(newEvent('floored.happened', {}, 'test'));
    await within(done, 5000, 'the second attempt');

    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(750);
  });

  test('a long wait does not hold up a short one: they wait in different retry queues', async () => {
    const retryDelaysMs = [100, 2000];
    created.push({ queue: 'mixed', retryDelaysMs });
    const long = newEvent('mixed.happened', { wait: 'long' }, 'test');
    const short = newEvent('mixed.happened', { wait: 'short' }, 'test');
    const attempts: Array<{ attempt: number; at: number; id: string }> = [];
    const bothRetried = deferred();
    await bus.subscribe({
      queue: 'mixed',
      routingKeys: ['mixed.happened'],
      retryDelaysMs,
      retryDelay: (_attempt, error) => ((error as Error).message === 'long' ? 2000 : 100),
      handler: async (event, { attempt }) => {
        attempts.push({ attempt, at: Date.now(), id: event.id });
        if (attempt === 1) throw new Error(event.id === long.id ? 'long' : 'short');
        if (attempts.filter((entry) => entry.attempt === 2).length === 2) bothRetried.resolve();
      },
    });

    // The long wait first: in one shared queue it would hold the short one up for 2 s.
    await bus.publish(long);
    await bus.publish(short);
    await within(bothRetried.promise, 6000, 'both second attempts');

    const at = (id: string, attempt: number) =>
      attempts.find((entry) => entry.id === id && entry.attempt === attempt)!.at;
    expect(attempts.filter((entry) => entry.attempt === 2).map((entry) => entry.id)).toEqual([
      short.id,
      long.id,
    ]);
    expect(at(short.id, 2) - at(short.id, 1)).toBeLessThan(1500);
    expect(at(long.id, 2) - at(long.id, 1)).toBeGreaterThanOrEqual(1950);
  });

  test('after the last attempt the message is dead-lettered, as with fixed delays', async () => {
    const retryDelaysMs = [30, 60];
    const { attempts } = await subscribeRecording('exhausted', {
      retryDelaysMs,
      retryDelay: jitteredRetryDelay(retryDelaysMs),
      fail: () => new Error('still down'),
    });
    const event = newEvent('exhausted.happened', {}, 'test');

    await bus.publish(event);
    const deadLetter = await getMessage(
      subscriptionQueueNames(prefix, 'exhausted', retryDelaysMs).dlq,
    );

    expect(attempts.map(({ attempt }) => attempt)).toEqual([1, 2, 3]);
    expect(deadLetter.properties.messageId).toBe(event.id);
    expect(deadLetter.properties.expiration).toBeUndefined();
    expect(deadLetter.properties.headers?.['x-dead-letter-reason']).toContain('still down');
  });

  test('its retry queues have no x-message-ttl; without retryDelay they keep the fixed TTL', async () => {
    const retryDelaysMs = [40];
    created.push({ queue: 'fixed', retryDelaysMs });
    await bus.subscribe({
      queue: 'fixed',
      routingKeys: ['fixed.happened'],
      retryDelaysMs,
      handler: async () => undefined,
    });
    const perMessage = subscriptionQueueNames(prefix, 'computed', [50, 50]);
    const fixed = subscriptionQueueNames(prefix, 'fixed', retryDelaysMs);
    const redeclare = (queue: string, main: string, ttl?: number) =>
      withChannel((channel) =>
        channel.assertQueue(queue, {
          durable: true,
          ...(ttl === undefined ? {} : { messageTtl: ttl }),
          deadLetterExchange: '',
          deadLetterRoutingKey: main,
        }),
      );

    // RabbitMQ accepts a re-declaration only with the very same arguments.
    await expect(redeclare(perMessage.retries[0], perMessage.main)).resolves.toBeDefined();
    await expect(redeclare(perMessage.retries[0], perMessage.main, 50)).rejects.toThrow(
      /PRECONDITION_FAILED/,
    );
    await expect(redeclare(fixed.retries[0], fixed.main, 40)).resolves.toBeDefined();
  });
});
