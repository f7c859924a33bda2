// Resumes webhook deliveries whose job is gone: a delivery that is pending, or retrying
// past its planned attempt, for longer than WEBHOOK_STALE_AFTER_MS while no attempt holds
// it. Its job was dead-lettered (MongoDB away through every attempt), or never came
// back; without the sweep such a delivery would stay unfinished for ever.
//
// Every notifier sweeps every WEBHOOK_SWEEP_INTERVAL_MS. The state lives in MongoDB, not
// in the timer: each delivery is claimed by an atomic mark (claimStale) together with its
// new job in the outbox, in one transaction, so two replicas sweeping at once resume a
// delivery once, a restart simply sweeps again, and the job leaves even if the process
// dies right after. A resumed delivery that still had a job costs nothing: the lease and
// the due time keep the two jobs from sending one attempt twice.
import { everyInterval } from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import { webhookDeliveryRequested } from './events';

export interface WebhookSweepDeps extends Pick<
  NotifierDependencies,
  'repository' | 'outbox' | 'logger'
> {
  /** WEBHOOK_SWEEP_INTERVAL_MS: the pause between two sweeps. */
  intervalMs: number;
  /** WEBHOOK_STALE_AFTER_MS: how long an unfinished delivery may sit untouched. */
  staleAfterMs: number;
}

export interface WebhookSweep {
  /** One pass: the ids of the deliveries it resumed. */
  sweep(): Promise<number[]>;
  /** Sweeps every intervalMs until stopped; the returned function stops it (and waits for a pass under way). */
  start(): () => Promise<void>;
}

/** Most deliveries one pass resumes; the next pass takes the rest. */
const MAX_PER_PASS = 500;

export function createWebhookSweep(deps: WebhookSweepDeps): WebhookSweep {
  const { repository, outbox, logger } = deps;

  async function sweep(): Promise<number[]> {
    const staleBefore = new Date(Date.now() - deps.staleAfterMs);
    const resumed: number[] = [];
    while (resumed.length < MAX_PER_PASS) {
      const id = await repository.transaction(async () => {
        const claimed = await repository.webhookDeliveries.claimStale(staleBefore);
        if (claimed !== null) await outbox.record(webhookDeliveryRequested(claimed));
        return claimed;
      });
      if (id === null) break;
      resumed.push(id);
    }
    if (resumed.length > 0) {
      outbox.kick();
      logger.warn({ deliveries: resumed }, 'stuck webhook deliveries resumed');
    }
    return resumed;
  }

  const start = () => everyInterval(deps.intervalMs, sweep, logger, 'webhook sweep');

  return { sweep, start };
}
