// Transactional outbox (design rule 2, style rule 7): a use case records its events in
// the transaction of its domain write, and the relay hands them to RabbitMQ after
// the commit. An event is thus written with the change or not at all, and leaves the
// database only once the broker has confirmed it.
//
// Delivery is at least once. Two relays (two replicas of a service) may both read
// and publish the same record, and a relay may die between the broker's confirm and
// marking the record published; both give duplicates, never losses. Consumers dedupe
// on the event id (ProcessedEvents), so no lock or lease is taken here.
import type { AnyBulkWriteOperation, Connection, Model } from 'mongoose';
import { activeSession } from '../mongo';
import type { Logger } from '../logging';
import { PublishError } from './confirmed-channel';
import { collectionSetup } from './ensure-collection';
import { assertDomainEvent, type DomainEvent } from './event';
import type { EventBus } from './event-bus';
import { outboxModel, type OutboxRecord } from './outbox-record';

export interface OutboxOptions {
  /** The service's own database. */
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  /** Pause between relay passes; default 1000. */
  pollIntervalMs?: number;
  /** Records read and published per round trip; default 100. */
  batchSize?: number;
}

const MAX_RELAY_BACKOFF_MS = 30_000;

export class Outbox {
  private readonly records: Model<OutboxRecord>;
  private readonly ensureCollection: () => Promise<void>;
  private readonly bus: EventBus;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  private running = false;
  private pass?: Promise<void>;
  private passRequested = false;
  private kickPending = false;
  private timer?: NodeJS.Timeout;
  private failedPasses = 0;
  private stopListening?: () => void;
  private readonly unroutableTypesLogged = new Set<string>();

  constructor(options: OutboxOptions) {
    this.records = outboxModel(options.connection);
    this.ensureCollection = collectionSetup(this.records);
    this.bus = options.bus;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    // Create the collection before the first transaction writes to it; retried on use.
    this.ensureCollection().catch((err: unknown) =>
      this.logger.debug({ err }, 'outbox collection not created yet; retrying on first use'),
    );
  }

  /**
   * Records events inside the transaction the caller runs in (repository.transaction):
   * written with the domain change or not at all.
   */
  async record(...events: DomainEvent[]): Promise<void> {
    const session = activeSession();
    if (!session?.inTransaction()) {
      throw new Error(
        'Outbox.record runs inside a transaction, so events commit with their domain change',
      );
    }
    if (events.length === 0) return;
    for (const event of events) assertDomainEvent(event);
    await this.ensureCollection();
    await this.records.insertMany(
      events.map((event) => ({
        _id: event.id,
        type: event.type,
        event,
        occurred_at: new Date(event.occurred_at),
        published_at: null,
        attempts: 0,
      })),
      { session },
    );
  }

  /** Starts the relay: a pass at once, then every pollIntervalMs (with backoff after failures). */
  start(): void {
    if (this.running) return;
    this.running = true;
    // Events written while the broker was away leave as soon as it is back.
    this.stopListening = this.bus.onConnected(() => this.kickNow());
    this.runPass();
  }

  /**
   * Runs a pass soon (or right after the current one); call after a transaction commits.
   * The pass starts on the next turn of the event loop, so the caller's reply leaves
   * first and the kicks of one turn share a pass.
   */
  kick(): void {
    if (!this.running || this.kickPending) return;
    this.kickPending = true;
    setImmediate(() => {
      this.kickPending = false;
      this.kickNow();
    });
  }

  private kickNow(): void {
    if (!this.running) return;
    if (this.pass) {
      this.passRequested = true;
      return;
    }
    // While the broker is away a pass cannot succeed; the bus's reconnection kicks us.
    if (this.failedPasses > 0 && !this.bus.connected) return;
    this.runPass();
  }

  /** The unpublished events: how many, and how long the oldest has waited (for the metrics). */
  async backlog(): Promise<{ events: number; oldestAgeSeconds: number }> {
    const [events, oldest] = await Promise.all([
      this.records.countDocuments({ published_at: null }),
      this.records
        .findOne({ published_at: null }, { occurred_at: 1 })
        .sort({ occurred_at: 1 })
        .lean(),
    ]);
    const oldestAgeSeconds = oldest ? (Date.now() - oldest.occurred_at.getTime()) / 1000 : 0;
    return { events, oldestAgeSeconds: Math.max(0, oldestAgeSeconds) };
  }

  /** Stops the relay once the current pass has finished. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.stopListening?.();
    await this.pass;
  }

  private runPass(): void {
    clearTimeout(this.timer);
    this.passRequested = false;
    this.pass = this.relay().finally(() => {
      this.pass = undefined;
      if (!this.running) return;
      if (this.passRequested && (this.failedPasses === 0 || this.bus.connected)) this.runPass();
      else this.timer = setTimeout(() => this.runPass(), this.delayBeforeNextPass());
    });
  }

  /** One pass over the pending records, oldest first. Never rejects. */
  private async relay(): Promise<void> {
    try {
      await this.ensureCollection();
      for (;;) {
        const batch = await this.records
          .find({ published_at: null })
          .sort({ occurred_at: 1, _id: 1 })
          .limit(this.batchSize)
          .lean<OutboxRecord[]>();
        if (batch.length === 0) break;
        if (!this.bus.connected)
          throw new PublishError('NOT_CONNECTED', 'event bus is not connected to RabbitMQ');
        await this.publishBatch(batch);
        if (batch.length < this.batchSize || !this.running) break;
      }
      this.endFailureStreak();
    } catch (error) {
      this.noteFailure(error);
    }
  }

  /**
   * Publishes a batch on the bus's one confirm channel, so the records reach the
   * exchange in occurred_at order, and awaits the confirms together. A record that
   * fails stays pending; records after it in the batch may still go out, so order is
   * kept only while nothing fails (consumers must not rely on strict order).
   */
  private async publishBatch(batch: OutboxRecord[]): Promise<void> {
    const results = await Promise.allSettled(batch.map((record) => this.bus.publish(record.event)));
    const publishedAt = new Date();
    let failure: unknown;
    const updates: AnyBulkWriteOperation<OutboxRecord>[] = results.map((result, index) => {
      const record = batch[index];
      if (result.status === 'fulfilled') {
        return markPublished(record, publishedAt);
      }
      if (result.reason instanceof PublishError && result.reason.code === 'UNROUTABLE') {
        this.noteUnroutable(record);
        return markPublished(record, publishedAt, `unroutable: ${result.reason.message}`);
      }
      failure ??= result.reason;
      return {
        updateOne: {
          filter: { _id: record._id },
          update: { $set: { last_error: describe(result.reason) }, $inc: { attempts: 1 } },
        },
      };
    });
    await this.records.bulkWrite(updates, { ordered: false });
    if (failure !== undefined) throw failure;
  }

  // Unroutable means the broker accepted the event and no queue is bound for its type:
  // nobody subscribes to it (yet). Topic pub/sub does not replay events to a queue
  // bound later, and retrying would keep every event type without a consumer in the
  // outbox forever, so the record counts as published, with the reason kept in
  // last_error. Consumers declare their durable queues when they start, so once a
  // consumer has run, its queue collects events even while it is down.
  private noteUnroutable(record: OutboxRecord): void {
    if (this.unroutableTypesLogged.has(record.type)) return;
    this.unroutableTypesLogged.add(record.type);
    this.logger.warn(
      { event_type: record.type, event_id: record._id },
      'no queue is bound for this event type; its events are published to nobody (logged once per type)',
    );
  }

  // Logged once per failure streak, not per record or per pass.
  private noteFailure(error: unknown): void {
    this.failedPasses++;
    if (this.failedPasses === 1) {
      this.logger.warn(
        { err: error },
        'outbox relay cannot publish; events stay in the outbox and are retried with backoff',
      );
    }
  }

  private endFailureStreak(): void {
    if (this.failedPasses === 0) return;
    this.logger.info({ failed_passes: this.failedPasses }, 'outbox relay is publishing again');
    this.failedPasses = 0;
  }

  private delayBeforeNextPass(): number {
    if (this.failedPasses === 0) return this.pollIntervalMs;
    return Math.min(this.pollIntervalMs * 2 ** this.failedPasses, MAX_RELAY_BACKOFF_MS);
  }
}

function markPublished(
  record: OutboxRecord,
  publishedAt: Date,
  note?: string,
): AnyBulkWriteOperation<OutboxRecord> {
  return {
    updateOne: {
      // published_at: null: a second relay that got there first keeps its timestamp.
      filter: { _id: record._id, published_at: null },
      update: {
        $set: { published_at: publishedAt, ...(note ? { last_error: note } : {}) },
        $inc: { attempts: 1 },
      },
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
