// The notifier's database (design rule: it owns its store): the mail delivery log, the
// webhook subscriptions and the webhook delivery log, one store per collection, and the
// transaction that writes to them together with outbox events. Stores hand out plain
// objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { mailDeliveryStore, type MailDeliveryStore } from './mail-deliveries';
import { webhookDeliveryStore, type WebhookDeliveryStore } from './webhook-deliveries';
import { webhookStore, type WebhookStore } from './webhooks';

export * from './mail-deliveries';
export * from './webhook-deliveries';
export * from './webhooks';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'webhooks' | 'webhook_deliveries';

type NotifierStores = {
  mailDeliveries: MailDeliveryStore;
  webhooks: WebhookStore;
  webhookDeliveries: WebhookDeliveryStore;
};

export type NotifierRepository = ReturnType<typeof notifierRepository>;

export function notifierRepository(connection: Connection) {
  const stores: NotifierStores = {
    mailDeliveries: mailDeliveryStore(connection),
    webhooks: webhookStore(connection),
    webhookDeliveries: webhookDeliveryStore(connection),
  };
  return mongoRepository<NotifierStores, SequencedEntity>(connection, stores);
}
