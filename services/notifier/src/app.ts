// Wiring of the notifier: its database, the bus (consumer of the mail events and,
// through the outbox, producer of their results), the mail relay, and a gRPC server
// that serves only grpc.health.v1, for probes.
import { ProcessedEvents, startServiceApp, type Logger, type ServiceApp } from '@workmesh/platform';
import type { NotifierConfig } from './config';
import { createMailConsumer, MAIL_CONSUMER, MAIL_QUEUE, MAIL_ROUTING_KEYS } from './mail-consumer';
import { createMailTemplates } from './mail-templates';
import { createMailer } from './mailer';
import { MailDeliveries } from './models';

export type NotifierApp = ServiceApp;

// Mails are sent one connection each; a few at once keeps a slow relay from
// holding many events unacknowledged.
const MAIL_PREFETCH = 5;

export function createNotifierApp(config: NotifierConfig, logger: Logger): Promise<NotifierApp> {
  return startServiceApp({
    config,
    logger,
    // Mails under way finish and are acknowledged; their results stay in the outbox
    // if the relay cannot publish them before the bus closes, and leave on next start.
    consumersRecordEvents: true,
    async wire({ connection, bus, outbox, stops }) {
      const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
      stops.add('close mailer', () => mailer.close());
      const deliveries = new MailDeliveries(connection);
      await deliveries.prepare();
      const handler = createMailConsumer({
        connection,
        deliveries,
        processedEvents: new ProcessedEvents(connection, MAIL_CONSUMER),
        outbox,
        mailer,
        templates: createMailTemplates({
          publicUrl: config.PUBLIC_URL,
          productName: config.PRODUCT_NAME,
        }),
        logger,
        maxAttempts: config.MAIL_RETRY_DELAYS_MS.length + 1,
      });
      await bus.subscribe({
        queue: MAIL_QUEUE,
        routingKeys: MAIL_ROUTING_KEYS,
        prefetch: MAIL_PREFETCH,
        retryDelaysMs: config.MAIL_RETRY_DELAYS_MS,
        handler,
      });
      return []; // health only
    },
  });
}
