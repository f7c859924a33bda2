import { EventBus, newEvent } from '../../src/events';
import { startTcpProxy, type TcpProxy } from '@workmesh/testing';
import {
  AMQP_URL,
  amqpUrlOnPort,
  brokerAddress,
  deleteTopology,
  randomPrefix,
  testLogger,
  waitFor,
  type CreatedSubscription,
} from './broker-fixture';

describe('event bus reconnection', () => {
  const prefix = randomPrefix();
  const created: CreatedSubscription[] = [{ queue: 'survivor' }];
  let proxy: TcpProxy;
  let subscriber: EventBus;
  let publisher: EventBus;

  beforeAll(async () => {
    proxy = await startTcpProxy(brokerAddress());
    subscriber = new EventBus({
      url: amqpUrlOnPort(proxy.port),
      prefix,
      logger: testLogger,
      reconnectDelayMs: 100,
    });
    publisher = new EventBus({ url: AMQP_URL, prefix, logger: testLogger });
    await Promise.all([subscriber.connect(), publisher.connect()]);
  });

  afterAll(async () => {
    await Promise.all([subscriber.close(), publisher.close()]);
    await proxy.close();
    await deleteTopology(prefix, created);
  });

  test('a subscriber keeps receiving after its connection is cut and restored', async () => {
    const received: string[] = [];
    await subscriber.subscribe({
      queue: 'survivor',
      routingKeys: ['heartbeat.sent'],
      handler: async (event) => {
        received.push(event.id);
      },
    });
    const before = newEvent('heartbeat.sent', { n: 1 }, 'teams');
    await publisher.publish(before);
    await waitFor(() => received.includes(before.id), 5000, 'the event before the cut');

    proxy.cut();
    await waitFor(() => !subscriber.connected, 5000, 'the subscriber to notice the cut');
    const during = newEvent('heartbeat.sent', { n: 2 }, 'teams');
    await publisher.publish(during);
    proxy.restore();

    await waitFor(() => received.includes(during.id), 10_000, 'the event published during the cut');
    const after = newEvent('heartbeat.sent', { n: 3 }, 'teams');
    await publisher.publish(after);
    await waitFor(() => received.includes(after.id), 5000, 'the event after the restore');
    expect(subscriber.connected).toBe(true);
    // The ack of `before` may be lost with the cut, and then it is redelivered:
    // at least once is the contract, so only distinct ids are compared.
    expect([...new Set(received)]).toEqual([before.id, during.id, after.id]);
  });
});
