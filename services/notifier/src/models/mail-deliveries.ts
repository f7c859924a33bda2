// The delivery log: one entry per mail-causing event, telling what became of it.
// It holds who the mail went to and why it failed, never the token, the link or the
// body. It doubles as the lease that keeps two copies of one event (RabbitMQ
// delivers at least once) from sending at the same moment.
import {
  asUniqueIndexViolation,
  connectionModel,
  mongoose,
  type Connection,
} from '@workmesh/platform';

/** Every mail the product sends, by name: mail-templates.ts renders each, the log records which. */
export type MailTemplateName =
  | 'email_verification'
  | 'password_reset'
  | 'team_invitation'
  | 'team_member_added'
  | 'task_assigned'
  | 'timesheet_rejected'
  | 'budget_alert'
  | 'timer_stopped_at_limit'
  | 'invoice_sent'
  | 'invoice_reminder'
  | 'invoice_late_fee'
  | 'time_off_approved'
  | 'time_off_rejected'
  | 'export_finished';

export type DeliveryStatus =
  | 'sending' // an attempt is under way (leased until lease_until)
  | 'retrying' // the last attempt failed transiently; the bus brings the event back
  | 'sent'
  | 'failed';

export interface MailDelivery {
  event_id: string;
  event_type: string;
  template: MailTemplateName | null;
  to: string;
  /** The recipient's user id when the event names one (null: a client, an invitee, older entries); an erasure finds the person's mails by it. */
  user_id?: number | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

interface MailDeliveryDocument extends Omit<MailDelivery, 'event_id'> {
  _id: string; // the event id: one entry per event
  lease_until: Date | null;
}

const MAX_ERROR_LENGTH = 500;

const deliverySchema = new mongoose.Schema<MailDeliveryDocument>(
  {
    _id: { type: String, required: true },
    event_type: { type: String, required: true },
    template: { type: String, default: null },
    to: { type: String, default: '' },
    user_id: { type: Number, default: null },
    status: { type: String, required: true, enum: ['sending', 'retrying', 'sent', 'failed'] },
    attempts: { type: Number, required: true },
    last_error: { type: String, default: null },
    lease_until: { type: Date, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
    finished_at: { type: Date, default: null },
  },
  { collection: 'mail_deliveries', versionKey: false },
);
// Finished entries are kept 90 days (longer than ProcessedEvents' 30): enough to
// answer "did the mail go out?"; unfinished ones (finished_at null) never expire.
deliverySchema.index(
  { finished_at: 1 },
  { expireAfterSeconds: 90 * 24 * 60 * 60, name: 'finished_at_ttl' },
);
// Operators' question: what failed, or is stuck, lately?
deliverySchema.index({ status: 1, updated_at: -1 });
deliverySchema.index({ to: 1, created_at: -1 });
deliverySchema.index({ user_id: 1 }, { name: 'user_id', sparse: true });

// The lease is the store's business: no reader needs it.
export const toDelivery = ({
  _id,
  lease_until: _leaseUntil,
  ...fields
}: MailDeliveryDocument): MailDelivery => ({ event_id: _id, ...fields });

const truncate = (text: string) =>
  text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;

/** What `reserve` found: the attempt is ours, the event was already handled, or someone else is on it. */
export type Reservation =
  | { outcome: 'reserved'; delivery: MailDelivery }
  | { outcome: 'finished'; delivery: MailDelivery }
  | { outcome: 'busy'; delivery: MailDelivery };

export type MailDeliveryStore = ReturnType<typeof mailDeliveryStore>;

export function mailDeliveryStore(connection: Connection) {
  const MailDelivery = connectionModel(connection, 'MailDelivery', deliverySchema);

  /**
   * Takes the event for one send attempt, for leaseMs: creates its entry, or takes
   * over one whose previous attempt failed transiently or whose lease ran out (its
   * worker died mid-send). An entry that is sent or failed is finished; one leased by
   * a live attempt is busy.
   */
  async function reserve(
    entry: {
      eventId: string;
      eventType: string;
      template: MailTemplateName | null;
      to: string;
      userId?: number | null;
    },
    leaseMs: number,
  ): Promise<Reservation> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    try {
      const created = await MailDelivery.create({
        _id: entry.eventId,
        event_type: entry.eventType,
        template: entry.template,
        to: entry.to,
        user_id: entry.userId ?? null,
        status: 'sending',
        attempts: 1,
        last_error: null,
        lease_until: leaseUntil,
        created_at: now,
        updated_at: now,
        finished_at: null,
      });
      return { outcome: 'reserved', delivery: toDelivery(created.toObject()) };
    } catch (error) {
      if (!asUniqueIndexViolation(error)) throw error;
    }
    const taken = await MailDelivery.findOneAndUpdate(
      {
        _id: entry.eventId,
        $or: [{ status: 'retrying' }, { status: 'sending', lease_until: { $lt: now } }],
      },
      {
        $set: { status: 'sending', lease_until: leaseUntil, updated_at: now },
        $inc: { attempts: 1 },
      },
      { returnDocument: 'after' },
    ).lean<MailDeliveryDocument>();
    if (taken) return { outcome: 'reserved', delivery: toDelivery(taken) };
    const current = await MailDelivery.findById(entry.eventId).lean<MailDeliveryDocument>();
    // Gone between the two reads: only possible if someone deleted it; try once more later.
    if (!current) return reserve(entry, leaseMs);
    const delivery = toDelivery(current);
    return current.status === 'sent' || current.status === 'failed'
      ? { outcome: 'finished', delivery }
      : { outcome: 'busy', delivery };
  }

  return {
    model: MailDelivery,

    reserve,

    /** The attempt failed but will be tried again: release the lease so the retry can take it at once. */
    async markRetrying(eventId: string, error: string): Promise<void> {
      await MailDelivery.updateOne(
        { _id: eventId, status: 'sending' },
        {
          $set: {
            status: 'retrying',
            last_error: truncate(error),
            lease_until: null,
            updated_at: new Date(),
          },
        },
      );
    },

    /** The final word on the event, inside the transaction that claims it and records the result. */
    async finish(
      eventId: string,
      outcome: { status: 'sent' } | { status: 'failed'; error: string },
    ): Promise<void> {
      const now = new Date();
      await MailDelivery.updateOne(
        { _id: eventId },
        {
          $set: {
            status: outcome.status,
            // A mail sent after failed attempts keeps the last error, for the record.
            ...(outcome.status === 'failed' ? { last_error: truncate(outcome.error) } : {}),
            lease_until: null,
            updated_at: now,
            finished_at: now,
          },
        },
      );
    },

    async find(eventId: string): Promise<MailDelivery | null> {
      const document = await MailDelivery.findById(eventId).lean<MailDeliveryDocument>();
      return document ? toDelivery(document) : null;
    },
  };
}
