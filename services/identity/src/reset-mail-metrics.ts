// What became of password reset mails, as identity saw it (a Prometheus counter on the
// admin port): a reset answers the same whatever happens to its mail (no hint to the
// caller), so this count and the log are where a refused or unanswered mail shows. Only
// the outcome is a label: an address or a user as one would make a series per person.
import { Counter, type Registry } from '@workmesh/platform';
import type { MailOutcome } from './mail-results';

export interface ResetMailMetrics {
  count(outcome: MailOutcome): void;
  /** startServiceApp's metrics hook: the counter joins the process's registry. */
  register(registry: Registry): void;
}

export function resetMailMetrics(): ResetMailMetrics {
  // Made before the registry exists (the use cases are wired first), registered by the hook.
  const mails = new Counter({
    name: 'identity_password_reset_mails_total',
    help: "Password reset mails by the notifier's report: sent, failed (the relay refused it, or the last attempt failed), timeout (no report within RESET_MAIL_TIMEOUT_MS)",
    labelNames: ['outcome'] as const,
    registers: [],
  });
  return {
    count: (outcome) => mails.inc({ outcome }),
    register: (registry) => registry.registerMetric(mails),
  };
}
