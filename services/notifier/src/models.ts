// The notifier's database (design rule: it owns its store): the mail delivery log, the
// webhook subscriptions and the webhook delivery log. Stores hand out plain objects
// (lean reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { webhookDeliveryStore } from './models/webhook-deliveries';
import { webhookStore } from './models/webhooks';

export * from './models/mail-deliveries';
export * from './models/webhook-deliveries';
export * from './models/webhooks';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'webhooks' | 'webhook_deliveries';

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;

/** Subscriptions and deliveries, with the transaction that writes deliveries with their jobs (outbox). */
export function webhooksRepository(connection: Connection) {
  return mongoRepository<
    {
      webhooks: ReturnType<typeof webhookStore>;
      deliveries: ReturnType<typeof webhookDeliveryStore>;
    },
    SequencedEntity
  >(connection, {
    webhooks: webhookStore(connection),
    deliveries: webhookDeliveryStore(connection),
  });
}
