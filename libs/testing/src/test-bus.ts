// A test's own connection to the broker, on the prefix of the service under test: it
// records the events the service emits and publishes as other services would.
import { randomBytes } from 'node:crypto';
import {
  EventBus,
  eventsExchangeName,
  subscriptionQueueNames,
  type DomainEvent,
  type EventHandler,
  type Logger,
} from '@workmesh/platform';
import { EventLog } from './event-log';

export class TestBus {
  private constructor(readonly bus: EventBus) {}

  /** `broker`: the shared test broker and the run's prefix (a ServiceTestEnvironment). */
  static async connect(
    broker: { amqpUrl: string; prefix: string },
    logger: Logger,
  ): Promise<TestBus> {
    const bus = new EventBus({ url: broker.amqpUrl, prefix: broker.prefix, logger });
    await bus.connect();
    return new TestBus(bus);
  }

  /**
   * Records the events of these types from now on, in a queue of the test's own that
   * goes with the connection. Call it before they are emitted: the broker keeps
   * nothing for types no queue is bound to.
   */
  async record(routingKeys: string[], onEvent?: EventHandler): Promise<EventLog> {
    const log = new EventLog();
    await this.bus.subscribe({
      queue: `test.${randomBytes(4).toString('hex')}`,
      routingKeys,
      exclusive: true,
      handler: async (event, delivery) => {
        log.add(event);
        await onEvent?.(event, delivery);
      },
    });
    return log;
  }

  publish(event: DomainEvent): Promise<void> {
    return this.bus.publish(event);
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}

/**
 * What a test run declared on the shared broker under its prefix and must delete at
 * the end: the exchange, and the durable queues of the subscriptions (with their
 * retry and dead-letter queues). A test's own exclusive queues go by themselves.
 */
export function declaredBrokerObjects(
  prefix: string,
  subscriptions: Array<{ queue: string; retryDelaysMs?: number[] }> = [],
): { queues: string[]; exchanges: string[] } {
  const queues = subscriptions.flatMap(({ queue, retryDelaysMs }) => {
    const names = subscriptionQueueNames(prefix, queue, retryDelaysMs);
    return [names.main, ...names.retries, names.dlq];
  });
  return { queues, exchanges: [eventsExchangeName(prefix)] };
}
