import { currentRequestId, withRequestContext } from '../../src/logging';
import { EventBus, newEvent, PublishError, type DomainEvent } from '../../src/events';
import {
  AMQP_URL,
  deferred,
  deleteTopology,
  messageCount,
  randomPrefix,
  testLogger,
  withChannel,
  within,
  type CreatedSubscription,
} from './broker-fixture';

describe('event bus', () => {
  const prefix = randomPrefix();
  const created: CreatedSubscription[] = [];
  let publisher: EventBus;
  let subscriber: EventBus;

  const newBus = (): EventBus => new EventBus({ url: AMQP_URL, prefix, logger: testLogger });

  beforeAll(async () => {
    publisher = newBus();
    subscriber = newBus();
    await Promise.all([publisher.connect(), subscriber.connect()]);
  });

  afterAll(async () => {
    await Promise.all([publisher.close(), subscriber.close()]);
    await deleteTopology(prefix, created);
  });

  test("a subscriber receives the published event with its id, type, data and the publisher's request id", async () => {
    const received = deferred<{ event: DomainEvent; requestId: string | undefined }>();
    created.push({ queue: 'reader' });
    await subscriber.subscribe({
      queue: 'reader',
      routingKeys: ['user.registered'],
      handler: async (event) => received.resolve({ event, requestId: currentRequestId() }),
    });
    const event = withRequestContext({ requestId: 'req-publish-1' }, () =>
      newEvent('user.registered', { user_id: 7, email: 'ann@example.com' }, 'identity'),
    );

    await publisher.publish(event);

    const delivered = await within(received.promise, 5000, 'the event');
    expect(delivered.event).toEqual(event);
    expect(delivered.event.request_id).toBe('req-publish-1');
    expect(delivered.requestId).toBe('req-publish-1');
  });

  test('publishing an event type that no queue is bound to rejects as unroutable', async () => {
    const event = newEvent('nobody.listens', {}, 'identity');

    const publishing = publisher.publish(event);

    await expect(publishing).rejects.toBeInstanceOf(PublishError);
    await expect(publishing).rejects.toMatchObject({ code: 'UNROUTABLE' });
  });

  test('publishing on a bus that is not connected rejects at once instead of queueing in memory', async () => {
    const disconnected = newBus();
    const startedAt = Date.now();

    const publishing = disconnected.publish(newEvent('user.registered', {}, 'identity'));

    await expect(publishing).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(Date.now() - startedAt).toBeLessThan(100);
  });

  test('close() resolves only after the in-flight handler has finished, and its message is acked', async () => {
    const bus = newBus();
    await bus.connect();
    const handlerStarted = deferred();
    let handlerFinished = false;
    created.push({ queue: 'slow' });
    await bus.subscribe({
      queue: 'slow',
      routingKeys: ['report.requested'],
      handler: async () => {
        handlerStarted.resolve();
        await new Promise((resolve) => setTimeout(resolve, 300));
        handlerFinished = true;
      },
    });
    await publisher.publish(newEvent('report.requested', {}, 'tasks'));
    await within(handlerStarted.promise, 5000, 'the handler to start');

    await bus.close();

    expect(handlerFinished).toBe(true);
    expect(await messageCount(`${prefix}.slow`)).toBe(0);
  });

  test('an exclusive subscription receives events and its queue is gone once its bus closes', async () => {
    const bus = newBus();
    await bus.connect();
    const received = deferred<DomainEvent>();
    await bus.subscribe({
      queue: `replies.${process.pid}`,
      routingKeys: ['reply.sent'],
      exclusive: true,
      handler: async (event) => received.resolve(event),
    });
    const event = newEvent('reply.sent', { ok: true }, 'teams');

    await publisher.publish(event);
    const delivered = await within(received.promise, 5000, 'the reply');
    await bus.close();

    expect(delivered.id).toBe(event.id);
    const stillThere = await withChannel((channel) =>
      channel.checkQueue(`${prefix}.replies.${process.pid}`).then(
        () => true,
        () => false,
      ),
    );
    expect(stillThere).toBe(false);
  });
});
