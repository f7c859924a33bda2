import { Schema, type Model } from 'mongoose';
import { EventBus, newEvent, Outbox, type DomainEvent, type OutboxRecord } from '../../src/events';
import { startTcpProxy, type TcpProxy } from '@workmesh/testing';
import {
  AMQP_URL,
  amqpUrlOnPort,
  brokerAddress,
  deleteTopology,
  randomPrefix,
  sleep,
  testLogger,
  waitFor,
  type CreatedSubscription,
} from './broker-fixture';
import { openTestDatabase, type TestDatabase } from './mongo-fixture';

interface Task {
  name: string;
}

describe('transactional outbox', () => {
  const prefix = randomPrefix();
  const created: CreatedSubscription[] = [{ queue: 'task-watcher' }];
  const received = new Map<string, number>();
  let database: TestDatabase;
  let Tasks: Model<Task>;
  let proxy: TcpProxy;
  let serviceBus: EventBus;
  let subscriberBus: EventBus;
  let outbox: Outbox;

  const outboxRecords = () => database.connection.collection<OutboxRecord>('outbox');

  beforeAll(async () => {
    database = await openTestDatabase();
    Tasks = database.connection.model<Task>('Task', new Schema<Task>({ name: String }));
    await Tasks.createCollection();
    proxy = await startTcpProxy(brokerAddress());
    // The service reaches RabbitMQ through the proxy; the subscriber directly.
    serviceBus = new EventBus({
      url: amqpUrlOnPort(proxy.port),
      prefix,
      logger: testLogger,
      reconnectDelayMs: 100,
    });
    subscriberBus = new EventBus({ url: AMQP_URL, prefix, logger: testLogger });
    await Promise.all([serviceBus.connect(), subscriberBus.connect()]);
    await subscriberBus.subscribe({
      queue: 'task-watcher',
      routingKeys: ['task.created'],
      handler: async (event) => {
        received.set(event.id, (received.get(event.id) ?? 0) + 1);
      },
    });
    outbox = new Outbox({
      connection: database.connection,
      bus: serviceBus,
      logger: testLogger,
      // A poll too slow to matter here: these tests see kick() and the bus's
      // reconnection kick at work.
      pollIntervalMs: 60_000,
    });
    outbox.start();
  });

  afterAll(async () => {
    await outbox.stop();
    await Promise.all([serviceBus.close(), subscriberBus.close()]);
    await proxy.close();
    await deleteTopology(prefix, created);
    await database.close();
  });

  const createTask = async (name: string) => {
    const event = newEvent('task.created', { name }, 'tasks');
    await database.connection.transaction(async (session) => {
      await Tasks.create([{ name }], { session });
      await outbox.record(event);
    });
    outbox.kick();
    return event;
  };

  test('writes made while the broker is unreachable succeed, and every event arrives exactly once after it returns', async () => {
    proxy.cut();
    await waitFor(() => !serviceBus.connected, 5000, 'the service bus to notice the cut');

    const events: DomainEvent[] = [];
    for (let index = 0; index < 20; index++) events.push(await createTask(`offline task ${index}`));
    await sleep(500);
    const receivedWhileCut = events.filter((event) => received.has(event.id)).length;
    proxy.restore();
    await waitFor(() => events.every((event) => received.has(event.id)), 10_000, 'all 20 events');
    await sleep(300); // a duplicate delivery would show up by now

    expect(await Tasks.countDocuments({ name: /^offline task/ })).toBe(20);
    expect(receivedWhileCut).toBe(0);
    expect(events.map((event) => received.get(event.id))).toEqual(events.map(() => 1));
    // Marked once the broker confirms, which may come after the consumer has them all.
    const unmarked = () => outboxRecords().countDocuments({ published_at: null });
    await waitFor(async () => (await unmarked()) === 0, 5000, 'every record marked published');
    expect(await unmarked()).toBe(0);
  });

  test('a transaction that records an event and then fails leaves neither the domain write nor the event', async () => {
    const event = newEvent('task.created', { name: 'doomed task' }, 'tasks');

    const transaction = database.connection.transaction(async (session) => {
      await Tasks.create([{ name: 'doomed task' }], { session });
      await outbox.record(event);
      throw new Error('use case failed after recording its event');
    });

    await expect(transaction).rejects.toThrow('use case failed after recording its event');
    expect(await Tasks.countDocuments({ name: 'doomed task' })).toBe(0);
    expect(await outboxRecords().countDocuments({ _id: event.id })).toBe(0);
    await sleep(300);
    expect(received.has(event.id)).toBe(false);
  });

  test('a committed event is published at once when kicked and its record is marked published', async () => {
    const startedAt = Date.now();

    const event = await createTask('online task');
    await waitFor(() => received.has(event.id), 5000, 'the event');

    expect(Date.now() - startedAt).toBeLessThan(1000);
    // The record is marked once the broker confirms, which may come after a consumer
    // already has the message.
    const published = async () =>
      (await outboxRecords().findOne({ _id: event.id }))?.published_at instanceof Date;
    await waitFor(published, 5000, 'the record marked published');
    const record = await outboxRecords().findOne({ _id: event.id });
    expect(record?.published_at).toBeInstanceOf(Date);
    expect(record?.event).toEqual(event);
  });

  test('an event recorded without a kick is published by the next poll', async () => {
    const poller = new Outbox({
      connection: database.connection,
      bus: serviceBus,
      logger: testLogger,
      pollIntervalMs: 100,
    });
    const event = newEvent('task.created', { name: 'quiet task' }, 'tasks');
    poller.start();
    try {
      await sleep(150); // the first pass at start found nothing

      await database.connection.transaction(() => poller.record(event));
      await waitFor(() => received.has(event.id), 2000, 'the polled event');
    } finally {
      await poller.stop();
    }

    expect(received.get(event.id)).toBe(1);
  });

  test('an event type that nobody subscribes to is marked published with the reason, not retried forever', async () => {
    const event = newEvent('task.archived', { name: 'old task' }, 'tasks');

    await database.connection.transaction(() => outbox.record(event));
    outbox.kick();
    await waitFor(
      async () => (await outboxRecords().findOne({ _id: event.id }))?.published_at != null,
      2000,
      'the record to be marked published',
    );

    const record = await outboxRecords().findOne({ _id: event.id });
    expect(record?.last_error).toMatch(/^unroutable: /);
    expect(record?.attempts).toBe(1);
  });

  test('recording an event outside a transaction is refused', async () => {
    const session = await database.connection.startSession();
    try {
      await expect(outbox.record(newEvent('task.created', {}, 'tasks'))).rejects.toThrow(
        /inside a transaction/,
      );
    } finally {
      await session.endSession();
    }
  });
});
