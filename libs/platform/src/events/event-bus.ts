// The connection to RabbitMQ: publishing with confirms, subscriptions, and recovery.
// One connection per process; it reconnects by itself (with backoff) until close(),
// re-declares the topology and restarts every subscription each time.
import { connect, type ChannelModel } from 'amqplib';
import type { Logger } from '../logging';
import { ConfirmedChannel, PublishError } from './confirmed-channel';
import { assertDomainEvent, type DomainEvent } from './event';
import {
  SubscriptionConsumer,
  type ConsumerContext,
  type ResolvedSubscription,
  type SubscriptionOptions,
} from './subscription';
import {
  assertEventsExchange,
  DEFAULT_RETRY_DELAYS_MS,
  eventsExchangeName,
  subscriptionQueueNames,
} from './topology';

export interface EventBusOptions {
  /** amqp://user:pass@host:port/vhost */
  url: string;
  /** Starts every exchange and queue name (design rule 11). */
  prefix: string;
  logger: Logger;
  /** First reconnect delay; doubles per failed attempt up to 30 s. Default 1000. */
  reconnectDelayMs?: number;
  /** How long publish() waits for the broker's confirm. Default 10 000. */
  publishTimeoutMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
const DEFAULT_PUBLISH_TIMEOUT_MS = 10_000;
const DEFAULT_PREFETCH = 10;
// RabbitMQ suggests 60 s; a dead peer (no TCP reset) is then noticed only after
// two minutes. 10 s keeps consumers from silently stalling that long.
const DEFAULT_HEARTBEAT_SECONDS = '10';

interface LiveConnection {
  model: ChannelModel;
  publisher: ConfirmedChannel;
  consumers: SubscriptionConsumer[];
}

export class EventBus {
  private readonly url: string;
  private readonly prefix: string;
  private readonly exchange: string;
  private readonly logger: Logger;
  private readonly baseDelayMs: number;
  private readonly publishTimeoutMs: number;

  private live: LiveConnection | null = null;
  private readonly subscriptions: ResolvedSubscription[] = [];
  /** Handlers (with their ack or retry) and publishes that close() waits for. */
  private readonly inFlight = new Set<Promise<void>>();
  private readonly connectedListeners = new Set<() => void>();
  private firstConnection?: Promise<void>;
  private settleFirstConnection?: { resolve(): void; reject(error: Error): void };
  private establishing?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private nextDelayMs: number;
  private closing?: Promise<void>;

  constructor(options: EventBusOptions) {
    this.url = withDefaultHeartbeat(options.url);
    this.prefix = options.prefix;
    this.exchange = eventsExchangeName(options.prefix);
    this.logger = options.logger;
    this.baseDelayMs = options.reconnectDelayMs ?? 1000;
    this.nextDelayMs = this.baseDelayMs;
    this.publishTimeoutMs = options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS;
  }

  /** True while a connection is up (publishes can be confirmed). */
  get connected(): boolean {
    return this.live !== null;
  }

  /** Resolves once connected the first time (retrying with backoff until then). */
  connect(): Promise<void> {
    if (this.closing) return Promise.reject(new Error('event bus is closed'));
    if (!this.firstConnection) {
      this.firstConnection = new Promise<void>((resolve, reject) => {
        this.settleFirstConnection = { resolve, reject };
      });
      this.establish();
    }
    return this.firstConnection;
  }

  /** Called after every (re)connection; returns a function that removes the listener. */
  onConnected(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /**
   * Resolves only when the broker has confirmed the (persistent) message. Rejects
   * with a PublishError when disconnected (at once: nothing is queued in memory, the
   * outbox retries), nacked, unroutable (no queue bound for event.type), or after
   * the publish timeout.
   */
  async publish(event: DomainEvent): Promise<void> {
    // Still allowed while close() drains: a handler finishing its work may publish.
    const live = this.live;
    if (!live && this.closing) throw new PublishError('BUS_CLOSED', 'event bus is closed');
    if (!live) throw new PublishError('NOT_CONNECTED', 'event bus is not connected to RabbitMQ');
    assertDomainEvent(event);
    const confirmed = live.publisher.publish(
      this.exchange,
      event.type,
      Buffer.from(JSON.stringify(event)),
      {
        messageId: event.id,
        type: event.type,
        contentType: 'application/json',
        appId: event.source,
        timestamp: Math.floor(Date.parse(event.occurred_at) / 1000),
        headers: event.request_id === undefined ? {} : { 'x-request-id': event.request_id },
      },
    );
    this.track(confirmed.catch(() => undefined));
    return confirmed;
  }

  private redeliveryObserver?: (queue: string) => void;

  /** Told of every event a subscription receives again (a broker redelivery or a retry). */
  observeRedeliveries(observer: (queue: string) => void): void {
    this.redeliveryObserver = observer;
  }

  /** The messages waiting in each subscription's dead-letter queue (by its full name). */
  async deadLetterDepths(): Promise<Record<string, number>> {
    const live = this.live;
    if (!live) throw new Error('event bus is not connected to RabbitMQ');
    const channel = await live.model.createChannel();
    try {
      const depths: Record<string, number> = {};
      for (const subscription of this.subscriptions) {
        if (subscription.exclusive) continue;
        const { dlq } = subscriptionQueueNames(this.prefix, subscription.queue);
        depths[dlq] = (await channel.checkQueue(dlq)).messageCount;
      }
      return depths;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  /**
   * Declares the subscription's queues and consumes them; after a reconnect it is
   * declared and consumed again. Before the first connection it is only recorded.
   */
  async subscribe(options: SubscriptionOptions): Promise<void> {
    if (this.closing) throw new Error('event bus is closed');
    const subscription: ResolvedSubscription = {
      queue: options.queue,
      routingKeys: [...options.routingKeys],
      prefetch: options.prefetch ?? DEFAULT_PREFETCH,
      retryDelaysMs: options.exclusive
        ? []
        : [...(options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)],
      ...(options.retryDelay && !options.exclusive ? { retryDelay: options.retryDelay } : {}),
      delaysPerMessage: options.retryDelay !== undefined && !options.exclusive,
      exclusive: options.exclusive ?? false,
      handler: (event, delivery) => {
        if (delivery.attempt > 1 || delivery.redelivered) this.redeliveryObserver?.(options.queue);
        return options.handler(event, delivery);
      },
    };
    this.subscriptions.push(subscription);
    const live = this.live;
    if (!live) return; // started by the next (re)connection
    try {
      live.consumers.push(
        await SubscriptionConsumer.start(
          live.model,
          subscription,
          this.consumerContext(live.model),
        ),
      );
    } catch (error) {
      // Lost the connection meanwhile: the reconnection starts it. Otherwise the broker
      // refused the topology (e.g. a queue exists with other arguments): tell the caller.
      if (this.live !== live) return;
      this.subscriptions.splice(this.subscriptions.indexOf(subscription), 1);
      throw error;
    }
  }

  /** Graceful shutdown: stop consuming, let in-flight handlers finish, then disconnect. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    this.settleFirstConnection?.reject(new Error('event bus closed before it connected'));
    await this.establishing;
    const live = this.live;
    if (live) await Promise.all(live.consumers.map((consumer) => consumer.stop()));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.live = null;
    if (live) {
      // Channels first: see SubscriptionConsumer.close().
      await Promise.all(live.consumers.map((consumer) => consumer.close()));
      await live.publisher.channel.close().catch(() => undefined);
      await live.model.close().catch(() => undefined);
    }
    this.logger.info('event bus closed');
  }

  private establish(): void {
    if (this.closing || this.establishing || this.live) return;
    this.establishing = this.openConnection().then((opened) => {
      this.establishing = undefined;
      if (!opened) this.scheduleReconnect();
    });
  }

  /** One connection attempt with its whole setup; false when it failed. Never rejects. */
  private async openConnection(): Promise<boolean> {
    let model: ChannelModel | undefined;
    let lost = false;
    try {
      model = await connect(this.url);
      const current = model;
      current.on('error', (err: Error) => this.logger.warn({ err }, 'event bus connection error'));
      current.on('close', (err?: Error) => {
        lost = true;
        if (this.live?.model === current)
          this.dropConnection(`connection closed${err ? `: ${err.message}` : ''}`);
      });
      const channel = await current.createConfirmChannel();
      channel.on('error', (err: Error) =>
        this.logger.warn({ err }, 'event bus publish channel error'),
      );
      channel.on('close', () => {
        if (this.live?.model === current) this.recycle(current, 'publish channel closed');
      });
      await assertEventsExchange(channel, this.prefix);
      const live: LiveConnection = {
        model: current,
        publisher: new ConfirmedChannel(channel, this.publishTimeoutMs),
        consumers: [],
      };
      // Indexed loop: a subscribe() arriving during this setup is picked up too.
      for (let index = 0; index < this.subscriptions.length; index++) {
        live.consumers.push(
          await SubscriptionConsumer.start(
            current,
            this.subscriptions[index],
            this.consumerContext(current),
          ),
        );
      }
      if (lost) throw new Error('connection closed during setup');
      if (this.closing) {
        await current.close().catch(() => undefined);
        return true;
      }
      this.live = live;
      this.nextDelayMs = this.baseDelayMs;
      this.logger.info(
        { prefix: this.prefix, subscriptions: this.subscriptions.length },
        'event bus connected',
      );
      this.settleFirstConnection?.resolve();
      this.settleFirstConnection = undefined;
      for (const listener of this.connectedListeners) listener();
      return true;
    } catch (error) {
      if (model && !lost) await model.close().catch(() => undefined);
      this.logger.warn(
        { err: error, retry_in_ms: this.nextDelayMs },
        'event bus cannot connect to RabbitMQ',
      );
      return false;
    }
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer || this.establishing || this.live) return;
    const delay = this.nextDelayMs;
    this.nextDelayMs = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.establish();
    }, delay);
  }

  /** The live connection is gone: forget it and reconnect. */
  private dropConnection(reason: string): void {
    this.live = null;
    if (this.closing) return;
    this.logger.warn({ reason }, 'event bus lost its connection; reconnecting');
    this.scheduleReconnect();
  }

  /** A channel broke on a healthy connection: rebuild everything rather than patch one channel. */
  private recycle(model: ChannelModel, reason: string): void {
    if (this.live?.model !== model || this.closing) return;
    this.dropConnection(reason);
    model.close().catch(() => undefined);
  }

  private consumerContext(model: ChannelModel): ConsumerContext {
    return {
      prefix: this.prefix,
      logger: this.logger,
      publishTimeoutMs: this.publishTimeoutMs,
      track: (work) => this.track(work),
      onBroken: (reason) => this.recycle(model, reason),
    };
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    const forget = (): void => void this.inFlight.delete(work);
    work.then(forget, forget);
  }
}

function withDefaultHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (parsed.searchParams.has('heartbeat')) return url;
  parsed.searchParams.set('heartbeat', DEFAULT_HEARTBEAT_SECONDS);
  return parsed.toString();
}
