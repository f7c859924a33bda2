// Names and declarations of everything the bus creates on the broker. Every name
// starts with the configured prefix so that test runs and `npm start` can share one
// RabbitMQ without ever consuming each other's messages (design rule 11).
import type { Channel } from 'amqplib';

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 30000, 120000];

export function eventsExchangeName(prefix: string): string {
  return `${prefix}.events`;
}

export interface SubscriptionQueueNames {
  main: string;
  /**
   * retries[n - 1] is `${main}.retry.${n}`, holding a message for retryDelaysMs[n - 1]
   * (its TTL), or, with per-message delays, for the message's own expiration.
   */
  retries: string[];
  dlq: string;
}

export function subscriptionQueueNames(
  prefix: string,
  queue: string,
  retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): SubscriptionQueueNames {
  const main = `${prefix}.${queue}`;
  return {
    main,
    retries: retryDelaysMs.map((_, index) => `${main}.retry.${index + 1}`),
    dlq: `${main}.dlq`,
  };
}

export async function assertEventsExchange(channel: Channel, prefix: string): Promise<string> {
  const exchange = eventsExchangeName(prefix);
  await channel.assertExchange(exchange, 'topic', { durable: true });
  return exchange;
}

export interface QueueTopology {
  queue: string;
  routingKeys: readonly string[];
  retryDelaysMs: readonly number[];
  /**
   * Each retried message carries its own wait (`expiration`): the retry queues get no
   * x-message-ttl. Unset (the default) keeps the fixed per-queue TTL of retryDelaysMs.
   */
  delaysPerMessage?: boolean;
  exclusive: boolean;
}

/**
 * Declares the queues of one subscription and binds the main queue to the events
 * exchange. A retry queue holds a message for its delay (x-message-ttl, or the
 * message's own expiration with delaysPerMessage) and then dead-letters it back to
 * the main queue through the default exchange.
 * Note: RabbitMQ refuses to re-declare a queue with other arguments, so changing a
 * subscription's retryDelaysMs, or switching it to or from delaysPerMessage, needs its
 * retry queues deleted first.
 */
export async function assertSubscriptionTopology(
  channel: Channel,
  prefix: string,
  topology: QueueTopology,
): Promise<SubscriptionQueueNames> {
  const exchange = await assertEventsExchange(channel, prefix);
  const names = subscriptionQueueNames(prefix, topology.queue, topology.retryDelaysMs);
  if (topology.exclusive) {
    // Per-process listener: the queue lives and dies with this connection.
    await channel.assertQueue(names.main, { exclusive: true, autoDelete: true, durable: false });
  } else {
    await channel.assertQueue(names.main, { durable: true });
    for (const [index, delay] of topology.retryDelaysMs.entries()) {
      await channel.assertQueue(names.retries[index], {
        durable: true,
        // Existing subscriptions' queues were declared with this TTL: kept as it is.
        ...(topology.delaysPerMessage ? {} : { messageTtl: delay }),
        deadLetterExchange: '',
        deadLetterRoutingKey: names.main,
      });
    }
    await channel.assertQueue(names.dlq, { durable: true });
  }
  for (const key of topology.routingKeys) await channel.bindQueue(names.main, exchange, key);
  return names;
}
