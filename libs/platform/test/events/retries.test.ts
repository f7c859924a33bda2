import Joi from 'joi';
import {
  EventBus,
  eventsExchangeName,
  jitteredRetryDelay,
  newEvent,
  NotYet,
  readEventData,
  subscriptionQueueNames,
} from '../../src/events';
import {
  AMQP_URL,
  deferred,
  deleteTopology,
  getMessage,
  messageCount,
  randomPrefix,
  sleep,
  testLogger,
  withConfirmChannel,
  within,
  type CreatedSubscription,
} from './broker-fixture';

describe('failed deliveries: retry queues and the dead-letter queue', () => {
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

  test('a handler that fails twice then succeeds handles the event once, on the third attempt', async () => {
    const retryDelaysMs = [50, 100];
    created.push({ queue: 'flaky', retryDelaysMs });
    const attempts: number[] = [];
    let successes = 0;
    const succeeded = deferred();
    await bus.subscribe({
      queue: 'flaky',
      routingKeys: ['invoice.issued'],
      retryDelaysMs,
      handler: async (_event, { attempt }) => {
        attempts.push(attempt);
        if (attempts.length <= 2) throw new Error('mail server busy');
        successes++;
        succeeded.resolve();
      },
    });

    await bus.publish(newEvent('invoice.issued', { invoice_id: 1 }, 'billing'));
    await within(succeeded.promise, 5000, 'the third attempt');
    await sleep(300); // a duplicate delivery would show up by now

    expect(attempts).toEqual([1, 2, 3]);
    expect(successes).toBe(1);
    expect(await messageCount(subscriptionQueueNames(prefix, 'flaky', retryDelaysMs).dlq)).toBe(0);
  });

  test('a handler that always fails leaves the event in the dead-letter queue after the last retry', async () => {
    const retryDelaysMs = [20, 40];
    created.push({ queue: 'doomed', retryDelaysMs });
    const attempts: number[] = [];
    await bus.subscribe({
      queue: 'doomed',
      routingKeys: ['payment.failed'],
      retryDelaysMs,
      handler: async (_event, { attempt }) => {
        attempts.push(attempt);
        throw new Error('webhook answered 500');
      },
    });
    const event = newEvent('payment.failed', { payment_id: 9 }, 'billing');

    await bus.publish(event);
    const deadLetter = await getMessage(
      subscriptionQueueNames(prefix, 'doomed', retryDelaysMs).dlq,
    );

    expect(attempts).toEqual([1, 2, 3]);
    expect(deadLetter.properties.messageId).toBe(event.id);
    expect(JSON.parse(deadLetter.content.toString())).toEqual(event);
    expect(deadLetter.properties.headers?.['x-attempt']).toBe(3);
    expect(deadLetter.properties.headers?.['x-dead-letter-reason']).toContain(
      'webhook answered 500',
    );
  });

  test('a message that is not an event goes straight to the dead-letter queue without reaching the handler', async () => {
    created.push({ queue: 'strict' });
    let handled = 0;
    await bus.subscribe({
      queue: 'strict',
      routingKeys: ['team.created'],
      handler: async () => {
        handled++;
      },
    });

    await withConfirmChannel(async (channel) => {
      channel.publish(
        eventsExchangeName(prefix),
        'team.created',
        Buffer.from('{"not": "an event"'),
        {
          persistent: true,
        },
      );
      await channel.waitForConfirms();
    });
    const deadLetter = await getMessage(subscriptionQueueNames(prefix, 'strict').dlq);

    expect(deadLetter.content.toString()).toBe('{"not": "an event"');
    expect(deadLetter.properties.headers?.['x-dead-letter-reason']).toMatch(/malformed message/);
    expect(handled).toBe(0);
  });

  test('an event with a valid envelope but bad data goes to the dead-letter queue at once, not retried', async () => {
    const retryDelaysMs = [20, 40];
    created.push({ queue: 'picky', retryDelaysMs });
    const schema = Joi.object<{ task_id: number }>({ task_id: Joi.number().required() });
    const attempts: number[] = [];
    await bus.subscribe({
      queue: 'picky',
      routingKeys: ['task.created'],
      retryDelaysMs,
      handler: async (event, { attempt }) => {
        attempts.push(attempt);
        readEventData(schema, event);
      },
    });
    const event = newEvent('task.created', { task_id: 'seven' }, 'tasks');

    await bus.publish(event);
    const deadLetter = await getMessage(subscriptionQueueNames(prefix, 'picky', retryDelaysMs).dlq);

    expect(attempts).toEqual([1]);
    expect(deadLetter.properties.messageId).toBe(event.id);
    expect(JSON.parse(deadLetter.content.toString())).toEqual(event);
    expect(deadLetter.properties.headers?.['x-dead-letter-reason']).toBe(
      'invalid event data: "task_id" must be a number',
    );
  });

  test('a deferral (NotYet) is not an attempt: deferred more often than there are retries, the event is still handled', async () => {
    const retryDelaysMs = [20, 40];
    created.push({ queue: 'patient', retryDelaysMs });
    const seen: number[] = [];
    const handled = deferred();
    await bus.subscribe({
      queue: 'patient',
      routingKeys: ['delivery.requested'],
      retryDelaysMs,
      retryDelay: jitteredRetryDelay(retryDelaysMs),
      handler: async (_event, { attempt }) => {
        seen.push(attempt);
        if (seen.length <= 5) throw new NotYet('someone else holds it', 10);
        if (seen.length === 6) throw new Error('a real failure');
        handled.resolve();
      },
    });

    await bus.publish(newEvent('delivery.requested', { delivery_id: 1 }, 'notifier'));
    await within(handled.promise, 5000, 'the event handled after the deferrals');

    expect(seen).toEqual([1, 1, 1, 1, 1, 1, 2]);
    expect(await messageCount(subscriptionQueueNames(prefix, 'patient', retryDelaysMs).dlq)).toBe(
      0,
    );
  });
});
