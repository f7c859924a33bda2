// One subscription on one connection: consumes its queue, runs the handler, and
// acknowledges only after the handler's work is done. A failed message moves to the
// next retry queue, and after the last one to the dead-letter queue, each move
// confirmed by the broker before the original is acked (design rule 2).
//
// A retry waits the fixed TTL of its retry queue (retryDelaysMs[attempt - 1]), or, when
// the subscription has a retryDelay, a wait computed per message (jitter, a receiver's
// Retry-After) and carried by the message itself (its `expiration`).
//
// Two failures are not attempts: a MalformedEventError (valid envelope, unusable data)
// goes to the dead-letter queue at once, and a NotYet (the work is not the handler's to
// do yet) comes back after its wait with the same attempt number.
import type { ChannelModel, ConsumeMessage, MessagePropertyHeaders } from 'amqplib';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging';
import { newRequestId, withRequestContext } from '../logging';
import { ConfirmedChannel, PublishError } from './confirmed-channel';
import { decodeEvent, type DomainEvent } from './event';
import { MalformedEventError } from './event-data';
import { NotYet, retryAfterOf, retryQueueIndex, type RetryDelay } from './retry-delay';
import { assertSubscriptionTopology, type SubscriptionQueueNames } from './topology';

export interface DeliveryInfo {
  /** 1 for the first delivery, 2 after the first retry, and so on. */
  attempt: number;
  /** The broker delivered this message before (e.g. a consumer died before its ack). */
  redelivered: boolean;
}

export type EventHandler = (event: DomainEvent, delivery: DeliveryInfo) => Promise<void>;

export interface SubscriptionOptions {
  /** Logical name, e.g. 'notifier.mail'; the queue is `${prefix}.${queue}`. */
  queue: string;
  /** Bound on the topic exchange `${prefix}.events`. */
  routingKeys: string[];
  /** Unacked messages in flight at once; default 10. */
  prefetch?: number;
  /**
   * One delay queue per step; default [1000, 5000, 30000, 120000]. A message is tried at
   * most retryDelaysMs.length + 1 times (deferrals by NotYet not counted), then
   * dead-lettered.
   */
  retryDelaysMs?: number[];
  /**
   * Optional: the wait before each retry, decided per message (e.g. jitteredRetryDelay)
   * instead of by the retry queue's fixed TTL. The message waits
   * max(retryDelay(attempt, error), the retryAfterMs of a thrown RetryLater), carried as
   * its own `expiration`, in the retry queue whose step is nearest that wait
   * (retryQueueIndex: RabbitMQ expires per-message TTLs only at a queue's head, so one
   * queue per step keeps the waits in a queue similar). The retry queues of such a
   * subscription are declared without x-message-ttl; RabbitMQ refuses to re-declare a
   * queue with other arguments, so switching an existing subscription between the two
   * kinds needs its retry queues deleted first.
   */
  retryDelay?: RetryDelay;
  /** An auto-delete queue owned by this connection (per-process listeners); no retry or DLQ. */
  exclusive?: boolean;
  handler: EventHandler;
}

export interface ResolvedSubscription {
  queue: string;
  routingKeys: readonly string[];
  prefetch: number;
  retryDelaysMs: readonly number[];
  /** Set: waits per message (retry queues without a TTL of their own). */
  retryDelay?: RetryDelay;
  /** retryDelay is set: the retry queues carry no x-message-ttl. */
  delaysPerMessage: boolean;
  exclusive: boolean;
  handler: EventHandler;
}

export interface ConsumerContext {
  prefix: string;
  logger: Logger;
  publishTimeoutMs: number;
  /** Work that close() must wait for (a handler and its ack or retry). */
  track(work: Promise<void>): void;
  /** The channel died while the connection should be healthy: the bus reconnects. */
  onBroken(reason: string): void;
}

const ATTEMPT_HEADER = 'x-attempt';
const REQUEST_ID_HEADER = 'x-request-id';
const MAX_REASON_LENGTH = 1000;

export class SubscriptionConsumer {
  private stopping = false;
  private consumerTag?: string;

  private constructor(
    private readonly channel: ConfirmedChannel,
    private readonly names: SubscriptionQueueNames,
    private readonly subscription: ResolvedSubscription,
    private readonly context: ConsumerContext,
  ) {}

  /** Declares the subscription's topology on a fresh channel and starts consuming. */
  static async start(
    model: ChannelModel,
    subscription: ResolvedSubscription,
    context: ConsumerContext,
  ): Promise<SubscriptionConsumer> {
    const channel = await model.createConfirmChannel();
    channel.on('error', (err: Error) =>
      context.logger.warn({ err, queue: subscription.queue }, 'subscription channel error'),
    );
    try {
      const names = await assertSubscriptionTopology(channel, context.prefix, subscription);
      await channel.prefetch(subscription.prefetch);
      const consumer = new SubscriptionConsumer(
        new ConfirmedChannel(channel, context.publishTimeoutMs),
        names,
        subscription,
        context,
      );
      channel.on('close', () => {
        if (!consumer.stopping) context.onBroken(`channel of ${names.main} closed`);
      });
      const { consumerTag } = await channel.consume(names.main, (message) => {
        if (message === null) {
          // The broker cancelled us (e.g. the queue was deleted): re-declare on reconnect.
          if (!consumer.stopping)
            context.onBroken(`consumer of ${names.main} cancelled by the broker`);
          return;
        }
        context.track(consumer.deliver(message));
      });
      consumer.consumerTag = consumerTag;
      return consumer;
    } catch (error) {
      await channel.close().catch(() => undefined);
      throw error;
    }
  }

  /** Stops new deliveries; messages already delivered still finish (tracked by the bus). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.consumerTag === undefined) return;
    await this.channel.channel.cancel(this.consumerTag).catch(() => undefined);
  }

  /**
   * Closes the channel once its work is done. Closing the channel (not just the
   * connection) makes the broker process the acks sent on it first: a connection
   * close can overtake frames still queued on a channel, and those acks would be lost.
   */
  async close(): Promise<void> {
    this.stopping = true;
    await this.channel.channel.close().catch(() => undefined);
  }

  /** Never rejects: every outcome ends in an ack, a confirmed move, or a redelivery. */
  private async deliver(message: ConsumeMessage): Promise<void> {
    const headers = message.properties.headers ?? {};
    const requestId = stringHeader(headers[REQUEST_ID_HEADER]) ?? newRequestId();
    await withRequestContext({ requestId }, async () => {
      try {
        const decoded = decodeEvent(message.content);
        if (decoded.reason !== undefined) {
          await this.giveUp(message, `malformed message: ${decoded.reason}`);
          return;
        }
        const attempt = attemptOf(headers);
        try {
          await this.subscription.handler(decoded.event, {
            attempt,
            redelivered: message.fields.redelivered,
          });
        } catch (error) {
          await this.handleFailure(message, decoded.event, attempt, error);
          return;
        }
        this.ack(message);
      } catch (error) {
        // The retry or DLQ move was not confirmed: leave the message unacked so the
        // broker redelivers it, and rebuild the connection (and topology) to heal.
        const channelLost = error instanceof PublishError && error.code === 'CHANNEL_CLOSED';
        this.context.logger[channelLost ? 'warn' : 'error'](
          { err: error, queue: this.names.main, message_id: message.properties.messageId },
          'could not move a failed message; it will be redelivered',
        );
        this.context.onBroken(`moving a message from ${this.names.main} failed`);
      }
    });
  }

  private async handleFailure(
    message: ConsumeMessage,
    event: DomainEvent,
    attempt: number,
    error: unknown,
  ): Promise<void> {
    const reason = describe(error);
    if (error instanceof MalformedEventError) {
      // The envelope is fine but the data is not: a retry cannot mend it.
      await this.giveUp(message, `invalid event data: ${error.reason}`, event);
      return;
    }
    const deferred = error instanceof NotYet;
    const delays = this.subscription.retryDelaysMs;
    if (this.subscription.exclusive || (!deferred && attempt > delays.length)) {
      await this.giveUp(message, `handler failed after ${attempt} attempt(s): ${reason}`, event);
      return;
    }
    const { retryDelay } = this.subscription;
    const wait = deferred
      ? deferralWait(delays, error.retryAfterMs)
      : retryDelay
        ? perMessageWait(retryDelay, delays, attempt, error)
        : { delayMs: delays[attempt - 1], queueIndex: attempt - 1 };
    this.context.logger[deferred ? 'debug' : 'warn'](
      {
        err: error,
        event_id: event.id,
        event_type: event.type,
        attempt,
        retry_in_ms: wait.delayMs,
      },
      deferred ? 'event deferred; not an attempt' : 'event handler failed; retrying later',
    );
    await this.moveTo(
      this.names.retries[wait.queueIndex],
      message,
      { [ATTEMPT_HEADER]: deferred ? attempt : attempt + 1 },
      // Per-message TTL: the message dead-letters back to the main queue when it expires
      // (RabbitMQ drops `expiration` when it dead-letters, so it does not expire again).
      retryDelay ? String(wait.delayMs) : undefined,
    );
    this.ack(message);
  }

  /** The message will not be handled: DLQ for durable subscriptions, dropped for exclusive ones. */
  private async giveUp(
    message: ConsumeMessage,
    reason: string,
    event?: DomainEvent,
  ): Promise<void> {
    const eventId = event?.id ?? message.properties.messageId;
    if (this.subscription.exclusive) {
      this.context.logger.error(
        { event_id: eventId, queue: this.names.main, reason },
        'event dropped: an exclusive subscription has no retry or dead-letter queue',
      );
      this.nackWithoutRequeue(message);
      return;
    }
    await this.moveTo(this.names.dlq, message, {
      'x-dead-letter-reason': reason.slice(0, MAX_REASON_LENGTH),
      'x-failed-queue': this.names.main,
    });
    this.ack(message);
    this.context.logger.error(
      { event_id: eventId, queue: this.names.main, dlq: this.names.dlq, reason },
      'event moved to the dead-letter queue',
    );
  }

  /** Republishes the message unchanged (same id, persistent) with extra headers, confirmed. */
  private moveTo(
    queue: string,
    message: ConsumeMessage,
    extraHeaders: Record<string, unknown>,
    expiration?: string,
  ): Promise<void> {
    const properties = message.properties;
    return this.channel.publish('', queue, message.content, {
      ...(expiration === undefined ? {} : { expiration }),
      // A malformed message may have no id; it needs one to detect a mandatory return.
      messageId: stringHeader(properties.messageId) ?? randomUUID(),
      type: properties.type,
      contentType: properties.contentType,
      correlationId: properties.correlationId,
      timestamp: properties.timestamp,
      headers: {
        ...withoutDeathHeaders(properties.headers),
        'x-original-routing-key':
          properties.headers?.['x-original-routing-key'] ?? message.fields.routingKey,
        ...extraHeaders,
      },
    });
  }

  // An ack or nack on a channel that has closed meanwhile throws; the broker then
  // redelivers the message, which consumers tolerate (they dedupe on the event id).
  private ack(message: ConsumeMessage): void {
    try {
      this.channel.channel.ack(message);
    } catch {
      this.context.logger.debug(
        { message_id: message.properties.messageId },
        'ack lost with its channel; will be redelivered',
      );
    }
  }

  private nackWithoutRequeue(message: ConsumeMessage): void {
    try {
      this.channel.channel.nack(message, false, false);
    } catch {
      this.context.logger.debug(
        { message_id: message.properties.messageId },
        'nack lost with its channel',
      );
    }
  }
}

/** The longest per-message wait: RabbitMQ's expiration is at most 2^32 - 1 ms; a day is plenty. */
const MAX_RETRY_WAIT_MS = 24 * 60 * 60 * 1000;

/** A per-message wait and the retry queue it goes to (nearest step, see retryQueueIndex). */
function perMessageWait(
  retryDelay: RetryDelay,
  delays: readonly number[],
  attempt: number,
  error: unknown,
): { delayMs: number; queueIndex: number } {
  let planned: number;
  try {
    planned = retryDelay(attempt, error);
  } catch {
    planned = Number.NaN; // a faulty plan must not lose the message: its step's delay instead
  }
  if (!Number.isFinite(planned)) planned = delays[attempt - 1];
  const delayMs = Math.min(
    Math.max(0, Math.round(Math.max(planned, retryAfterOf(error)))),
    MAX_RETRY_WAIT_MS,
  );
  return { delayMs, queueIndex: retryQueueIndex(delays, delayMs) };
}

/**
 * A deferral's wait: what the handler asked for, in the retry queue nearest it. A
 * subscription with fixed-TTL retry queues waits that queue's TTL instead.
 */
function deferralWait(
  delays: readonly number[],
  retryAfterMs: number,
): { delayMs: number; queueIndex: number } {
  const asked = Number.isFinite(retryAfterMs) ? retryAfterMs : delays[0];
  const delayMs = Math.min(Math.max(1, Math.round(asked)), MAX_RETRY_WAIT_MS);
  return { delayMs, queueIndex: retryQueueIndex(delays, delayMs) };
}

function attemptOf(headers: MessagePropertyHeaders): number {
  const value = Number(headers[ATTEMPT_HEADER]);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

function stringHeader(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

// The broker's own dead-letter bookkeeping would otherwise grow with every retry.
function withoutDeathHeaders(headers: MessagePropertyHeaders | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter(
      ([name]) => !/^x-(death|first-death-|last-death-)/.test(name),
    ),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
