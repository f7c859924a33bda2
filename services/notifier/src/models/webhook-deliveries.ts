// The webhook delivery log: one record per (event, target), created when the event is
// first handled, under a unique index, so an event makes one webhook per target however
// often it arrives. It keeps the exact body (every attempt and replay sends the same
// bytes), every attempt (time, status code, latency, outcome, why) and the lease that
// keeps two copies of a delivery job from sending at once. It never holds a secret.
import {
  connectionModel,
  DELIVERY_STATUSES,
  mongoose,
  recordSchemaOptions,
  type Connection,
} from '@workmesh/platform';
import { randomUUID } from 'node:crypto';
import type {
  AttemptResult,
  DeliveryAttemptRecord,
  Lease,
  NewDelivery,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
} from './webhook-delivery-records';

export * from './webhook-delivery-records';

interface DeliveryDocument extends Omit<WebhookDeliveryRecord, 'id'> {
  _id: number;
  lease_until: Date | null;
  lease_token: string | null;
  /** When the sweep last resumed it (a new job): it is not resumed again before it is stale again. */
  swept_at: Date | null;
}

const MAX_ERROR_LENGTH = 500;
const truncate = (text: string) =>
  text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;

const attemptSchema = new mongoose.Schema<DeliveryAttemptRecord>(
  {
    attempt: { type: Number, required: true },
    at: { type: Date, required: true },
    response_status: { type: Number, default: null },
    latency_ms: { type: Number, required: true },
    outcome: { type: String, required: true },
    error: { type: String, default: null },
  },
  { _id: false },
);

const deliverySchema = new mongoose.Schema<DeliveryDocument>(
  {
    _id: { type: Number, required: true },
    event_id: { type: String, required: true },
    event_type: { type: String, required: true },
    event: { type: String, required: true },
    team_id: { type: Number, required: true },
    webhook_id: { type: Number, default: null },
    target: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, required: true, enum: DELIVERY_STATUSES },
    attempts: { type: Number, required: true, default: 0 },
    attempt_log: { type: [attemptSchema], default: [] },
    next_attempt_at: { type: Date, default: null },
    last_error: { type: String, default: null },
    lease_until: { type: Date, default: null },
    lease_token: { type: String, default: null },
    swept_at: { type: Date, default: null },
    finished_at: { type: Date, default: null },
  },
  recordSchemaOptions('webhook_deliveries'),
);

// Exactly one delivery per target per event.
deliverySchema.index({ event_id: 1, target: 1 }, { unique: true, name: 'event_id_target' });
// ListDeliveries: a subscription's, newest first, optionally of one status.
deliverySchema.index({ webhook_id: 1, _id: -1 }, { name: 'webhook_id_id' });
deliverySchema.index({ webhook_id: 1, status: 1, _id: -1 }, { name: 'webhook_id_status_id' });
// Operators' question: what failed, or is stuck, lately?
deliverySchema.index({ status: 1, updated_at: -1 });
// Finished deliveries are kept 90 days (as the mail log); unfinished ones never expire.
deliverySchema.index(
  { finished_at: 1 },
  { expireAfterSeconds: 90 * 24 * 60 * 60, name: 'finished_at_ttl' },
);

// The lease and the sweep's mark are the store's business: no reader needs them.
const toDelivery = ({
  _id,
  lease_until: _leaseUntil,
  lease_token: _leaseToken,
  swept_at: _sweptAt,
  ...fields
}: DeliveryDocument): WebhookDeliveryRecord => ({ id: _id, ...fields });

const FINISHED: readonly WebhookDeliveryStatus[] = ['succeeded', 'failed'];

/** What a replay sets: pending, as new, its log and attempt numbering kept. */
const REPLAYED = {
  status: 'pending',
  next_attempt_at: null,
  last_error: null,
  lease_until: null,
  lease_token: null,
  swept_at: null,
  finished_at: null,
} as const;

export type WebhookDeliveryStore = ReturnType<typeof webhookDeliveryStore>;

export function webhookDeliveryStore(connection: Connection) {
  const Delivery = connectionModel(connection, 'WebhookDelivery', deliverySchema);

  return {
    model: Delivery,

    /** The deliveries of one event, inside the transaction that claims it. */
    async insertMany(deliveries: NewDelivery[]): Promise<void> {
      const now = new Date();
      await Delivery.insertMany(
        deliveries.map(({ id, ...fields }) => ({
          _id: id,
          ...fields,
          status: 'pending',
          attempts: 0,
          attempt_log: [],
          created_at: now,
          updated_at: now,
        })),
      );
    },
    ...deliveryReads(Delivery),
    ...deliveryLeases(Delivery),
    ...deliveryOutcomes(Delivery),
    ...deliveryReplays(Delivery),
  };
}

/** What readers ask: one delivery, or a subscription's page of them. */
function deliveryReads(Delivery: mongoose.Model<DeliveryDocument>) {
  return {
    async find(id: number): Promise<WebhookDeliveryRecord | null> {
      const document = await Delivery.findById(id).lean<DeliveryDocument>();
      return document ? toDelivery(document) : null;
    },

    /** Tenancy: a delivery of another subscription (or team) is not found. */
    async findOfWebhook(
      teamId: number,
      webhookId: number,
      id: number,
    ): Promise<WebhookDeliveryRecord | null> {
      const document = await Delivery.findOne({
        _id: id,
        team_id: teamId,
        webhook_id: webhookId,
      }).lean<DeliveryDocument>();
      return document ? toDelivery(document) : null;
    },

    /** One page of a subscription's deliveries, newest first, of one status when given. */
    async pageOfWebhook(
      teamId: number,
      webhookId: number,
      status: WebhookDeliveryStatus | undefined,
      window: { skip: number; limit: number },
    ): Promise<{ items: WebhookDeliveryRecord[]; total: number }> {
      const filter = {
        team_id: teamId,
        webhook_id: webhookId,
        ...(status === undefined ? {} : { status }),
      };
      const [documents, total] = await Promise.all([
        Delivery.find(filter)
          .sort({ _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<DeliveryDocument[]>(),
        Delivery.countDocuments(filter),
      ]);
      return { items: documents.map(toDelivery), total };
    },
  };
}

/** The lease an attempt holds, taken, given back, or claimed by the sweep. */
function deliveryLeases(Delivery: mongoose.Model<DeliveryDocument>) {
  return {
    /**
     * Takes the delivery for one attempt, for leaseMs: one that is pending or retrying
     * and not leased (or whose lease ran out: its worker died mid-attempt). A finished
     * one is over; one leased by an attempt whose lease still runs is busy until then
     * (untilMs: the lease's end, epoch ms).
     */
    async lease(id: number, leaseMs: number): Promise<Lease> {
      const now = new Date();
      const token = randomUUID();
      const taken = await Delivery.findOneAndUpdate(
        {
          _id: id,
          status: { $in: ['pending', 'retrying'] },
          $or: [{ lease_until: null }, { lease_until: { $lt: now } }],
        },
        { $set: { lease_until: new Date(now.getTime() + leaseMs), lease_token: token } },
        { returnDocument: 'after', timestamps: false },
      ).lean<DeliveryDocument>();
      if (taken) return { outcome: 'leased', delivery: toDelivery(taken), token };
      const current = await Delivery.findById(id).lean<DeliveryDocument>();
      if (!current) return { outcome: 'missing' };
      const delivery = toDelivery(current);
      if (FINISHED.includes(current.status)) return { outcome: 'finished', delivery };
      // Leased meanwhile, or the lease ran out between the two reads: then try again at once.
      return { outcome: 'busy', delivery, untilMs: current.lease_until?.getTime() ?? 0 };
    },

    /**
     * Marks for resumption one delivery that looks stuck, and returns its id (null: none):
     * pending and untouched since `staleBefore`, or retrying with its next attempt due
     * before it; not leased by a live attempt; not resumed since `staleBefore`. The mark
     * is atomic, so two notifiers sweeping at once never resume the same delivery twice.
     */
    async claimStale(staleBefore: Date): Promise<number | null> {
      const now = new Date();
      const document = await Delivery.findOneAndUpdate(
        {
          $and: [
            {
              $or: [
                { status: 'pending', updated_at: { $lt: staleBefore } },
                { status: 'retrying', next_attempt_at: { $lt: staleBefore } },
              ],
            },
            { $or: [{ lease_until: null }, { lease_until: { $lt: now } }] },
            { $or: [{ swept_at: null }, { swept_at: { $lt: staleBefore } }] },
          ],
        },
        { $set: { swept_at: now } },
        { returnDocument: 'after', timestamps: false, projection: { _id: 1 } },
      ).lean<Pick<DeliveryDocument, '_id'>>();
      return document ? document._id : null;
    },

    /** Gives the lease back untouched (the attempt broke off before it could say how it went). */
    async release(id: number, token: string): Promise<void> {
      await Delivery.updateOne(
        { _id: id, lease_token: token },
        { $set: { lease_until: null, lease_token: null } },
        { timestamps: false },
      );
    },
  };
}

/** How an attempt (or the lack of one) leaves the delivery. */
function deliveryOutcomes(Delivery: mongoose.Model<DeliveryDocument>) {
  return {
    /**
     * Logs an attempt made under the lease `token` and moves the delivery on; releases the
     * lease. False when the lease was no longer ours (nothing written).
     */
    async recordAttempt(
      id: number,
      token: string,
      attempt: DeliveryAttemptRecord,
      result: AttemptResult,
    ): Promise<boolean> {
      const now = new Date();
      const { modifiedCount } = await Delivery.updateOne(
        { _id: id, lease_token: token },
        {
          $push: {
            attempt_log: {
              ...attempt,
              error: attempt.error === null ? null : truncate(attempt.error),
            },
          },
          $inc: { attempts: 1 },
          $set: {
            status: result.status,
            next_attempt_at: result.status === 'retrying' ? result.nextAttemptAt : null,
            lease_until: null,
            lease_token: null,
            finished_at: result.status === 'retrying' ? null : now,
          },
        },
      );
      return modifiedCount === 1;
    },

    /** Ends the delivery as failed without an attempt (its subscription is gone or disabled). */
    async endWithoutAttempt(id: number, token: string, reason: string): Promise<boolean> {
      const now = new Date();
      const { modifiedCount } = await Delivery.updateOne(
        { _id: id, lease_token: token },
        {
          $set: {
            status: 'failed',
            last_error: truncate(reason),
            next_attempt_at: null,
            lease_until: null,
            lease_token: null,
            finished_at: now,
          },
        },
      );
      return modifiedCount === 1;
    },
  };
}

/** Failed deliveries made pending again. */
function deliveryReplays(Delivery: mongoose.Model<DeliveryDocument>) {
  return {
    /** The operator's failed deliveries (WEBHOOK_URL), oldest first, at most `limit`. */
    async failedOperatorIds(limit: number): Promise<number[]> {
      const documents = await Delivery.find({ webhook_id: null, status: 'failed' }, { _id: 1 })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<Array<Pick<DeliveryDocument, '_id'>>>();
      return documents.map((document) => document._id);
    },

    /** A failed delivery of the operator's made pending again (null: none such is failed). */
    async replayOperator(id: number): Promise<WebhookDeliveryRecord | null> {
      const document = await Delivery.findOneAndUpdate(
        { _id: id, webhook_id: null, status: 'failed' },
        { $set: REPLAYED },
        { returnDocument: 'after' },
      ).lean<DeliveryDocument>();
      return document ? toDelivery(document) : null;
    },

    /** A failed delivery of the subscription made pending again (null: none such is failed). */
    async replay(
      teamId: number,
      webhookId: number,
      id: number,
    ): Promise<WebhookDeliveryRecord | null> {
      const document = await Delivery.findOneAndUpdate(
        { _id: id, team_id: teamId, webhook_id: webhookId, status: 'failed' },
        { $set: REPLAYED },
        { returnDocument: 'after' },
      ).lean<DeliveryDocument>();
      return document ? toDelivery(document) : null;
    },
  };
}
