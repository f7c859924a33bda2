// What the notifier's deliveries came to, as Prometheus counters on the admin port
// (issue 17): webhook delivery jobs and mails, by kind and outcome only. A team id, a
// subscription or an address as a label would make a series per customer (unbounded).
import { Counter, type Registry } from '@workmesh/platform';
import type { WebhookEvent } from './models';

/**
 * One handling of a webhook delivery job: the POST succeeded; it failed and the job comes
 * back (failed_retrying); the delivery ended failed (the last attempt, a 410, a target
 * gone: failed_final); or the delivery was leased elsewhere or not due (deferred).
 */
export type WebhookOutcome = 'succeeded' | 'failed_retrying' | 'failed_final' | 'deferred';
/** One attempt at a mail: sent; refused for now, retried (failed_retrying); or failed for good. */
export type MailOutcome = 'sent' | 'failed_retrying' | 'failed_final';

export interface OutcomeMetrics {
  webhook(kind: WebhookEvent, outcome: WebhookOutcome): void;
  /** kind: the mail's template; 'none' for an event that could not make one. */
  mail(kind: string, outcome: MailOutcome): void;
  /** startServiceApp's metrics hook: the counters join the process's registry. */
  register(registry: Registry): void;
}

export function outcomeMetrics(): OutcomeMetrics {
  // Made before the registry exists (the consumers are wired first), registered by the hook.
  const webhooks = new Counter({
    name: 'notifier_webhook_deliveries_total',
    help: 'Webhook delivery jobs handled, by event kind and outcome (succeeded, failed_retrying, failed_final, deferred)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [],
  });
  const mails = new Counter({
    name: 'notifier_mails_total',
    help: 'Mail attempts, by template and outcome (sent, failed_retrying, failed_final)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [],
  });
  return {
    webhook: (kind, outcome) => webhooks.inc({ kind, outcome }),
    mail: (kind, outcome) => mails.inc({ kind, outcome }),
    register(registry) {
      registry.registerMetric(webhooks);
      registry.registerMetric(mails);
    },
  };
}
