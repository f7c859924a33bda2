// The use case: an event that fires webhooks → one delivery per target, and a delivery
// job for each (docs/webhooks.md, Targets and Exactly one webhook per
// target per event).
//
//   client.created     → new_client
//   schedule.created   → new_schedule (one event per assigned member)
//   time_entry.created → new_time_entry (manual entries; a timer's entry: nothing here)
//   timer.started      → timer_started
//   timer.stopped      → timer_stopped
//   timesheet.approved → timesheet_approved
//   client.budget_threshold_reached → budget_alert (its mails: budget-alert-mail.ts)
//   invoice.created    → new_invoice
//   expense.created    → new_expense (the expense as the API shows it)
//   time_off.approved  → time_off_approved (the request as the API shows it)
//   invoice.sent, invoice.paid, invoice.voided → invoice_updated, with the change
//                        (invoice.sent's mail and invoice.reminder_due's: mail-consumer.ts)
//
// Targets: the operator's WEBHOOK_URL (every event of every team) and each active
// subscription of the event's team for that kind. In one transaction the event id is
// claimed (ProcessedEvents), the deliveries are written (unique per event and target)
// and a webhook.delivery_requested job per delivery is recorded in the outbox: the jobs
// leave only after the commit, and a redelivered event finds its id claimed and adds
// nothing (design rule 2). Sending is the delivery worker's (webhook-delivery.ts).
import {
  MalformedEventError,
  NOTIFIER_WEBHOOKS,
  type DomainEvent,
  type EventHandler,
  type ProcessedEvents,
} from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import { webhookDeliveryRequested } from './events';
import { OPERATOR_TARGET, subscriptionTarget, type NewDelivery } from './models';
import { webhookOf, type EventWebhook } from './webhook-bodies';

export const WEBHOOK_QUEUE = NOTIFIER_WEBHOOKS.queue;
/** ProcessedEvents consumer name: event ids whose deliveries are recorded. */
export const WEBHOOK_CONSUMER = 'notifier.webhooks';

export interface WebhookFanOutDeps extends Pick<
  NotifierDependencies,
  'repository' | 'outbox' | 'logger'
> {
  processedEvents: ProcessedEvents;
  /** The operator's WEBHOOK_URL, when configured. */
  operatorUrl?: string;
}

type Target = Pick<NewDelivery, 'webhook_id' | 'target'>;

export function createWebhookFanOut(deps: WebhookFanOutDeps): EventHandler {
  const { repository, logger } = deps;

  /** The operator first, then the team's active subscriptions of the kind. */
  async function targetsOf(webhook: EventWebhook): Promise<Target[]> {
    const subscriptions = await repository.webhooks.activeOf(webhook.teamId, webhook.kind);
    return [
      ...(deps.operatorUrl ? [{ webhook_id: null, target: OPERATOR_TARGET }] : []),
      ...subscriptions.map((subscription) => ({
        webhook_id: subscription.id,
        target: subscriptionTarget(subscription.id),
      })),
    ];
  }

  return async function fanOutWebhooks(event: DomainEvent) {
    const built = webhookOf(event);
    // Retrying cannot mend the data: the bus dead-letters it at once for the producer's owners.
    if (built.problem !== undefined) throw new MalformedEventError(event, built.problem);
    if (built.none !== undefined) {
      logger.debug(
        { event_id: event.id, event_type: event.type, reason: built.none },
        'no webhook for this event',
      );
      return;
    }
    const { webhook } = built;
    const context = {
      event_id: event.id,
      event_type: event.type,
      event: webhook.kind,
      team_id: webhook.teamId,
    };
    const targets = await targetsOf(webhook);
    if (targets.length === 0) {
      logger.debug(context, 'no webhook target for this event');
      return;
    }

    // Ids are taken outside the transaction (which the driver may run again); an event
    // handled before leaves them unused.
    const ids = await repository.reserveIds('webhook_deliveries', targets.length);
    const deliveries: NewDelivery[] = targets.map((target, index) => ({
      id: ids.first + index,
      event_id: event.id,
      event_type: event.type,
      event: webhook.kind,
      team_id: webhook.teamId,
      ...target,
      body: webhook.body,
    }));
    const outcome = await deps.processedEvents.applyOnce(repository, event, async () => {
      await repository.webhookDeliveries.insertMany(deliveries);
      await deps.outbox.record(
        ...deliveries.map((delivery) => webhookDeliveryRequested(delivery.id)),
      );
    });
    if (!outcome.applied) {
      logger.info(context, 'event already handled: no webhook recorded again');
      return;
    }
    deps.outbox.kick();
    logger.info(
      { ...context, deliveries: deliveries.map((delivery) => delivery.id) },
      'webhook deliveries recorded',
    );
  };
}
