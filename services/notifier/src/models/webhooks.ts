// Webhook subscriptions: a team's REST hooks (docs/webhooks.md). Every
// query that a caller drives names the team (tenancy). The signing secret is stored so
// that deliveries can be signed, and read only by signingTarget(): no other read, and
// so no answer or log line, ever carries it.
import {
  connectionModel,
  mongoose,
  recordSchemaOptions,
  WEBHOOK_EVENTS,
  type Connection,
  type WebhookEvent,
} from '@workmesh/platform';
import type { WebhookMessage } from './proto-messages';

// The kinds a subscription may name: platform's (the gateway describes the same list).
export { WEBHOOK_EVENTS, type WebhookEvent };

export interface WebhookRecord {
  id: number;
  team_id: number;
  event: WebhookEvent;
  target_url: string;
  /** false once the receiver answered 410 Gone: nothing more is sent to it. */
  active: boolean;
  disabled_reason: string | null;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewWebhook = Omit<
  WebhookRecord,
  'active' | 'disabled_reason' | 'created_at' | 'updated_at'
> & {
  /** `whsec_…`: kept to sign every delivery, shown to the caller once. */
  secret: string;
};

interface WebhookDocument extends Omit<WebhookRecord, 'id'> {
  _id: number;
  secret: string;
}

const webhookSchema = new mongoose.Schema<WebhookDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    event: { type: String, required: true, enum: WEBHOOK_EVENTS },
    target_url: { type: String, required: true },
    secret: { type: String, required: true },
    active: { type: Boolean, required: true, default: true },
    disabled_reason: { type: String, default: null },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions('webhooks'),
);

// ListWebhooks: a team's, by id. Fan-out: a team's active subscriptions of one kind.
webhookSchema.index({ team_id: 1, _id: 1 }, { name: 'team_id_id' });
webhookSchema.index({ team_id: 1, event: 1, active: 1 }, { name: 'team_id_event_active' });

// The secret is taken out here: it never leaves through a record.
export const toWebhook = ({ _id, secret: _secret, ...fields }: WebhookDocument): WebhookRecord => ({
  id: _id,
  ...fields,
});

/** A subscription as the Webhook message shows it (a record never holds the secret). */
export function toProtoWebhook(webhook: WebhookRecord): WebhookMessage {
  return {
    id: webhook.id,
    team_id: webhook.team_id,
    event: webhook.event,
    target_url: webhook.target_url,
    active: webhook.active,
    ...(webhook.disabled_reason === null ? {} : { disabled_reason: webhook.disabled_reason }),
    created_by: webhook.created_by,
    created_at: webhook.created_at.toISOString(),
    updated_at: webhook.updated_at.toISOString(),
  };
}

export type WebhookStore = ReturnType<typeof webhookStore>;

export function webhookStore(connection: Connection) {
  const Webhook = connectionModel(connection, 'Webhook', webhookSchema);

  return {
    model: Webhook,

    async insert(webhook: NewWebhook): Promise<WebhookRecord> {
      const { id, ...fields } = webhook;
      const created = await Webhook.create({ _id: id, ...fields, active: true });
      return toWebhook(created.toObject());
    },

    /** Tenancy: another team's subscription is not found. */
    async findInTeam(teamId: number, id: number): Promise<WebhookRecord | null> {
      const document = await Webhook.findOne({ _id: id, team_id: teamId }).lean<WebhookDocument>();
      return document ? toWebhook(document) : null;
    },

    /** One page of the team's subscriptions, by id. */
    async pageOfTeam(
      teamId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: WebhookRecord[]; total: number }> {
      const filter = { team_id: teamId };
      const [documents, total] = await Promise.all([
        Webhook.find(filter)
          .sort({ _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<WebhookDocument[]>(),
        Webhook.countDocuments(filter),
      ]);
      return { items: documents.map(toWebhook), total };
    },

    /** The team's active subscriptions of a kind: the targets of one of its events. */
    async activeOf(teamId: number, event: WebhookEvent): Promise<WebhookRecord[]> {
      const documents = await Webhook.find({ team_id: teamId, event, active: true })
        .sort({ _id: 1 })
        .lean<WebhookDocument[]>();
      return documents.map(toWebhook);
    },

    /** The subscription a delivery goes to, with the secret that signs it; null once deleted. */
    async signingTarget(id: number): Promise<{ webhook: WebhookRecord; secret: string } | null> {
      const document = await Webhook.findById(id).lean<WebhookDocument>();
      return document ? { webhook: toWebhook(document), secret: document.secret } : null;
    },

    /** True when the team's subscription was there to delete. */
    async deleteInTeam(teamId: number, id: number): Promise<boolean> {
      const { deletedCount } = await Webhook.deleteOne({ _id: id, team_id: teamId });
      return deletedCount === 1;
    },

    /** Stops deliveries to it for good (the receiver answered 410 Gone). */
    async disable(id: number, reason: string): Promise<void> {
      await Webhook.updateOne(
        { _id: id, active: true },
        { $set: { active: false, disabled_reason: reason } },
      );
    },
  };
}
