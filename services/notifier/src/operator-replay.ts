// Replaying the operator's failed webhooks (WEBHOOK_URL). They belong to no subscription,
// so no team member may replay them through the API; the operator does, with the
// notifier's own configuration (replay-operator-deliveries.ts): whoever can read the
// notifier's MONGO_URL and WEBHOOK_SECRET owns that receiver already. Each replayed
// delivery is made pending and its job recorded in the outbox, in one transaction; the
// running notifier's relay publishes the jobs, and the delivery keeps its webhook-id,
// body and attempt numbering, as a subscription's replay does.
import type { NotifierDependencies } from './dependencies';
import { webhookDeliveryRequested } from './events';

export type OperatorReplayDeps = Pick<NotifierDependencies, 'repository' | 'outbox' | 'logger'>;

/** Most deliveries one "all failed" replay takes; run it again for more. */
export const MAX_REPLAYED_AT_ONCE = 1000;

export interface OperatorReplayOutcome {
  replayed: number[];
  /** Ids that are not a failed delivery of the operator's (unknown, a subscription's, not failed). */
  skipped: number[];
}

/** Replays the given operator deliveries, or, with 'all-failed', every failed one. */
export async function replayOperatorDeliveries(
  { repository, outbox, logger }: OperatorReplayDeps,
  which: number[] | 'all-failed',
): Promise<OperatorReplayOutcome> {
  const ids =
    which === 'all-failed'
      ? await repository.webhookDeliveries.failedOperatorIds(MAX_REPLAYED_AT_ONCE)
      : which;
  const outcome: OperatorReplayOutcome = { replayed: [], skipped: [] };
  for (const id of ids) {
    const replayed = await repository.transaction(async () => {
      const pending = await repository.webhookDeliveries.replayOperator(id);
      if (pending) await outbox.record(webhookDeliveryRequested(pending.id));
      return pending !== null;
    });
    outcome[replayed ? 'replayed' : 'skipped'].push(id);
  }
  if (outcome.replayed.length > 0) outbox.kick();
  logger.info(outcome, 'operator webhook deliveries replayed');
  return outcome;
}
