// Wiring of the notifier: its database, the bus (consumer of the mail and webhook events
// and of its own delivery and budget alert mail jobs; through the outbox, producer of mail
// results and those jobs), the mail relay, the webhook sender, the teams, identity and
// invoices clients, and a gRPC server with the Webhooks service (subscriptions) beside
// grpc.health.v1.
import {
  BudgetThresholdReached,
  NOTIFIER_MAIL,
  NOTIFIER_WEBHOOKS,
  portabilityService,
  ProcessedEvents,
  startServiceApp,
  type Logger,
  type ServiceApp,
} from '@workmesh/platform';
import { BUDGET_ALERT_MAIL_CONSUMER, createBudgetAlertMails } from './budget-alert-mail';
import type { NotifierConfig } from './config';
import type { NotifierDependencies } from './dependencies';
import { webhooksGrpcService } from './grpc';
import { notifierExportKinds } from './export-kinds';
import { identityDirectory } from './identity-directory';
import { invoicesDirectory } from './invoices-directory';
import { createMailConsumer, MAIL_CONSUMER, MAIL_QUEUE } from './mail-consumer';
import { createMailTemplates } from './mail-templates';
import { createMailer } from './mailer';
import { notifierRepository } from './models';
import { outcomeMetrics } from './outcome-metrics';
import { targetPolicy } from './target-addresses';
import { teamsDirectory } from './teams-directory';
import {
  createWebhookDeliveryWorker,
  WEBHOOK_DELIVERY_QUEUE,
  WEBHOOK_DELIVERY_ROUTING_KEYS,
} from './webhook-delivery';
import { createWebhookFanOut, WEBHOOK_CONSUMER, WEBHOOK_QUEUE } from './webhook-fanout';
import { createWebhookSender } from './webhook-sender';
import { createWebhookSweep } from './webhook-sweep';
import { webhookSubscriptionUseCases } from './webhook-subscriptions';
import { subscribeToErasures } from './user-erasure';

export type NotifierApp = ServiceApp;

// Mails are sent one connection each; a few at once keeps a slow relay from
// holding many events unacknowledged.
const MAIL_PREFETCH = 5;
// Webhook attempts run side by side: one receiver that hangs until the timeout holds
// one slot, not the others' deliveries.
const WEBHOOK_DELIVERY_PREFETCH = 20;

export function createNotifierApp(config: NotifierConfig, logger: Logger): Promise<NotifierApp> {
  const outcomes = outcomeMetrics();
  return startServiceApp({
    config,
    logger,
    metrics: (registry) => outcomes.register(registry),
    // Mails and webhook attempts under way finish and are acknowledged; what they record
    // (mail results, delivery jobs) stays in the outbox if the relay cannot publish it
    // before the bus closes, and leaves on next start.
    consumersRecordEvents: true,
    async wire({ connection, bus, outbox, stops, connectDirectory }) {
      const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
      stops.add('close mailer', () => mailer.close());
      const repository = notifierRepository(connection);
      await repository.ensureCollections();
      // Names and addresses for mails whose event names people by id (timesheet.rejected,
      // budget alerts, timer.stopped_at_limit).
      const identity = connectDirectory(
        'identity',
        identityDirectory,
        config.IDENTITY_GRPC_ADDRESS,
      );
      // The PDF a sent invoice's mail and its reminder attach.
      const invoices = connectDirectory(
        'invoices',
        invoicesDirectory,
        config.INVOICES_GRPC_ADDRESS,
      );
      // Roles for the subscription routes; the owners and managers a budget alert is mailed to.
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);
      const sendMail = createMailConsumer({
        repository,
        processedEvents: new ProcessedEvents(connection, MAIL_CONSUMER),
        outbox,
        mailer,
        templates: createMailTemplates({
          publicUrl: config.PUBLIC_URL,
          invitationAcceptUrl: config.INVITATION_ACCEPT_URL,
          productName: config.PRODUCT_NAME,
        }),
        identity,
        invoices,
        logger,
        outcomes,
        maxAttempts: config.MAIL_RETRY_DELAYS_MS.length + 1,
      });
      // A budget alert becomes one mail job per owner and manager, each then sent by sendMail.
      const mailBudgetAlert = createBudgetAlertMails({
        repository,
        processedEvents: new ProcessedEvents(connection, BUDGET_ALERT_MAIL_CONSUMER),
        outbox,
        logger,
        teams,
      });
      await bus.subscribe({
        queue: MAIL_QUEUE,
        // The mails, and the budget alerts each made into a mail job per owner and manager.
        routingKeys: [...NOTIFIER_MAIL.routingKeys],
        prefetch: MAIL_PREFETCH,
        retryDelaysMs: config.MAIL_RETRY_DELAYS_MS,
        handler: (event, delivery) =>
          event.type === BudgetThresholdReached.type
            ? mailBudgetAlert(event, delivery)
            : sendMail(event, delivery),
      });

      // Webhooks (docs/webhooks.md).
      const targets = targetPolicy({ allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS });
      const operator =
        config.WEBHOOK_URL && config.WEBHOOK_SECRET
          ? { url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET }
          : undefined;

      await bus.subscribe({
        queue: WEBHOOK_QUEUE,
        routingKeys: [...NOTIFIER_WEBHOOKS.routingKeys],
        handler: createWebhookFanOut({
          repository,
          processedEvents: new ProcessedEvents(connection, WEBHOOK_CONSUMER),
          outbox,
          logger,
          operatorUrl: operator?.url,
        }),
      });
      const worker = createWebhookDeliveryWorker({
        repository,
        sender: createWebhookSender({ timeoutMs: config.WEBHOOK_TIMEOUT_MS }),
        outcomes,
        targets,
        operator,
        logger,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS,
        leaseMarginMs: config.WEBHOOK_LEASE_MARGIN_MS,
      });
      await bus.subscribe({
        queue: WEBHOOK_DELIVERY_QUEUE,
        routingKeys: WEBHOOK_DELIVERY_ROUTING_KEYS,
        prefetch: WEBHOOK_DELIVERY_PREFETCH,
        retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS,
        // Per-message waits: jitter and the receiver's Retry-After.
        retryDelay: worker.retryDelay,
        handler: worker.handler,
      });
      const stopSweep = createWebhookSweep({
        repository,
        outbox,
        logger,
        intervalMs: config.WEBHOOK_SWEEP_INTERVAL_MS,
        staleAfterMs: config.WEBHOOK_STALE_AFTER_MS,
      }).start();
      stops.add('stop webhook sweep', stopSweep);
      await subscribeToErasures(bus, repository);

      const deps: NotifierDependencies = { repository, outbox, logger, teams, targets };
      const webhooks = webhooksGrpcService(webhookSubscriptionUseCases(deps));
      return [webhooks, portabilityService(notifierExportKinds(repository, identity))];
    },
  });
}
