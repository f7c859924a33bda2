// Consumer-side dedupe (design rule 2: consumers are idempotent). Delivery is at least
// once (retries, redeliveries, two outbox relays), so a consumer claims an event id
// before acting on it, ideally in the transaction of its own write.
import { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import { connectionModel } from '../mongo';
import { collectionSetup } from './ensure-collection';
import type { DomainEvent } from './event';
import { NotYet } from './retry-delay';

/** What runs work in one transaction (a service's repository, a mongoose connection). */
export interface Transactional {
  transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T>;
}

/** The work's result when the event was applied now; nothing when it had been before. */
export type OnceOutcome<T> = { applied: true; result: T } | { applied: false };

interface ProcessedEvent {
  _id: string; // `${consumer}:${eventId}`
  at: Date;
}

const MODEL_NAME = 'ProcessedEvent';
// Far longer than any redelivery can lag (the longest retry delay is minutes; an
// outbox record is published within its 7 days of retention or not at all).
const RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** MongoDB's WriteConflict: another open transaction has written the document. */
const WRITE_CONFLICT = 112;
/**
 * How soon an event whose claim another open transaction holds comes back. A live holder
 * commits within milliseconds; one whose process died holds it until MongoDB aborts its
 * transaction (transactionLifetimeLimitSeconds, 60 by default), so the event comes back
 * every this often until then.
 */
export const CLAIM_HELD_WAIT_MS = 1000;

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'processed_events', versionKey: false },
);
processedEventSchema.index({ at: 1 }, { expireAfterSeconds: RETENTION_SECONDS });

function processedEventModel(connection: Connection): Model<ProcessedEvent> {
  return connectionModel(connection, MODEL_NAME, processedEventSchema);
}

export class ProcessedEvents {
  private readonly model: Model<ProcessedEvent>;
  private readonly ensureCollection: () => Promise<void>;

  /** consumer: a stable name per consuming use case, e.g. 'notifier.welcome-mail'. */
  constructor(
    connection: Connection,
    private readonly consumer: string,
  ) {
    this.model = processedEventModel(connection);
    this.ensureCollection = collectionSetup(this.model);
  }

  /**
   * True the first time this event id is claimed by this consumer. With a session,
   * the claim commits or aborts with the consumer's own write.
   */
  async claim(eventId: string, session?: ClientSession): Promise<boolean> {
    await this.ensureCollection();
    try {
      // An upsert rather than an insert: a duplicate-key error would abort the
      // caller's transaction, while an upsert that matches simply does nothing.
      const result = await this.model.updateOne(
        { _id: `${this.consumer}:${eventId}` },
        { $setOnInsert: { at: new Date() } },
        { upsert: true, session },
      );
      return result.upsertedCount === 1;
    } catch (error) {
      // Two concurrent first claims outside a transaction: the loser sees a duplicate key.
      if ((error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  }

  /**
   * Applies the event once: in one transaction of `store`, claims its id and, if this
   * consumer had not claimed it before, runs the work, so the claim and the work commit
   * together or not at all. The transaction runs its callback again when it is retried
   * (conflicts), so the work must be repeatable, and the outcome is that of the last run.
   */
  async applyOnce<T>(
    store: Transactional,
    event: Pick<DomainEvent, 'id'>,
    work: (session: ClientSession) => Promise<T>,
  ): Promise<OnceOutcome<T>> {
    let outcome: OnceOutcome<T> = { applied: false };
    await store.transaction(async (session) => {
      outcome = { applied: false }; // the callback runs again when the transaction is retried
      if (!(await this.claimOrDefer(event.id, session))) return;
      outcome = { applied: true, result: await work(session) };
    });
    return outcome;
  }

  /**
   * The claim in the caller's transaction. A write conflict on it means another open
   * transaction holds this event's claim: a copy of the event being applied right now, or
   * a process killed in the middle of applying it, whose transaction MongoDB keeps open
   * (holding the claim) until transactionLifetimeLimitSeconds after its start. Neither is
   * this attempt's failure: retrying in the transaction for seconds would end in a failed
   * attempt and, after a few, in the dead-letter queue while the claim is merely held. The
   * event is deferred (NotYet, not counted as an attempt) and comes back until the holder
   * has committed (the claim answers false) or been aborted (the claim is ours).
   */
  private async claimOrDefer(eventId: string, session: ClientSession): Promise<boolean> {
    try {
      return await this.claim(eventId, session);
    } catch (error) {
      if ((error as { code?: unknown }).code !== WRITE_CONFLICT) throw error;
      throw new NotYet(
        `event ${eventId} is being applied by another transaction (${this.consumer})`,
        CLAIM_HELD_WAIT_MS,
      );
    }
  }
}
