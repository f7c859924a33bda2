// The use case: a delivery job (webhook.delivery_requested) → one signed attempt → the log.
// (docs/architecture.md, "Webhooks", Signing, Delivery.)
//
// The job names a delivery. A finished one (succeeded, failed) is acknowledged and left
// alone. Otherwise the attempt leases the delivery, so that two copies of the job never
// send at the same moment, and checks the target again: a deleted or disabled
// subscription gets nothing (the delivery ends failed), a subscription's host must still
// resolve to public addresses (the connection is pinned to them). Then one POST of the
// stored body, signed for this attempt, and the attempt is logged:
//
//   2xx       → succeeded
//   410 Gone  → the subscription is disabled; the delivery ends failed, no retry
//   otherwise → retrying: the job comes back through the retry queues after the step's
//               delay ±20 %, never sooner than the receiver's Retry-After; on the job's
//               last attempt the delivery is marked failed and the job dead-lettered
//               (notifier.webhook-deliveries.dlq). A failed delivery can be replayed.
//
// Nothing is lost to a crash: a delivery leased by a dead notifier is busy until its
// lease ends, and the job waits for that without spending an attempt (NotYet), then
// takes it over. A crash between the POST and its log entry means that POST is sent
// again (at least once: receivers dedupe on webhook-id). A delivery whose job is gone
// (dead-lettered after failures to reach MongoDB, or lost) is resumed by the sweep
// (webhook-sweep.ts).
import {
  jitteredRetryDelay,
  NOTIFIER_WEBHOOK_DELIVERIES,
  NotYet,
  readEventData,
  RetryLater,
  type DeliveryInfo,
  type EventHandler,
  type RetryDelay,
} from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import { webhookDeliveryRequestedSchema } from './events';
import type { AttemptResult, DeliveryAttemptRecord, WebhookDeliveryRecord } from './models';
import type { OutcomeMetrics } from './outcome-metrics';
import { LOOKUP_TIMEOUT_MS, type ResolvedAddress } from './target-addresses';
import type { AttemptReport, WebhookSender } from './webhook-sender';
import { signedHeaders } from './webhook-signing';

export const WEBHOOK_DELIVERY_QUEUE = NOTIFIER_WEBHOOK_DELIVERIES.queue;
export const WEBHOOK_DELIVERY_ROUTING_KEYS = [...NOTIFIER_WEBHOOK_DELIVERIES.routingKeys];

/** disabled_reason of a subscription whose receiver answered 410. */
export const GONE_REASON = 'The receiver answered 410 Gone.';
const TARGET_NOT_ALLOWED_ERROR = 'The target_url must not point at a private or local address.';

/** A job that found the delivery leased comes back this long after the lease's end. */
const LEASE_END_SLACK_MS = 50;

/** The longest Retry-After honoured (a receiver asking for more is retried after a day). */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface WebhookDeliveryDeps extends Pick<
  NotifierDependencies,
  'repository' | 'targets' | 'logger'
> {
  sender: WebhookSender;
  /** Counts each handling by outcome (the notifier's metrics). */
  outcomes: Pick<OutcomeMetrics, 'webhook'>;
  /** The operator's WEBHOOK_URL and WEBHOOK_SECRET, when configured. */
  operator?: { url: string; secret: string };
  /** WEBHOOK_TIMEOUT_MS: one attempt's limit. */
  timeoutMs: number;
  /** WEBHOOK_RETRY_DELAYS_MS: the steps between a job's attempts. */
  retryDelaysMs: readonly number[];
  /** WEBHOOK_LEASE_MARGIN_MS: how much longer than the lookup and the request a lease runs. */
  leaseMarginMs: number;
  /** For tests: the jitter's draw. */
  random?: () => number;
}

export interface WebhookDeliveryWorker {
  handler: EventHandler;
  /**
   * The subscription's retryDelay: an attempt that failed has planned (and logged as
   * next_attempt_at) its own wait, carried by the RetryLater it throws; any other
   * failure (the database away) waits the step's delay ±20 %.
   */
  retryDelay: RetryDelay;
}

/** Where a delivery goes and what signs it. */
type Target = { url: string; secret: string; checkAddress: boolean; webhookId: number | null };
/** The target, or why the delivery goes nowhere any more. */
type Destination = Target | { ended: string };

/** What the worker works out once from its settings, and its parts share. */
interface RetryPlan {
  /** The step's delay ±20 %. */
  plan: RetryDelay;
  /** 1 + the number of retry delays: the job's last attempt. */
  maxAttempts: number;
}

export function createWebhookDeliveryWorker(deps: WebhookDeliveryDeps): WebhookDeliveryWorker {
  const { repository, logger, outcomes } = deps;
  const retries: RetryPlan = {
    plan: jitteredRetryDelay(deps.retryDelaysMs, { random: deps.random }),
    maxAttempts: deps.retryDelaysMs.length + 1,
  };
  // An attempt owns its delivery this long: longer than resolving the host and the
  // request together, so a live attempt is never taken over.
  const leaseMs = LOOKUP_TIMEOUT_MS + deps.timeoutMs + deps.leaseMarginMs;
  const { destinationOf, attempt } = deliveryTargets(deps);
  const { recordReport } = attemptRecording(deps, retries);

  const handler: EventHandler = async (event, job) => {
    // A job without a delivery id goes to the dead-letter queue at once (MalformedEventError).
    const deliveryId = readEventData(webhookDeliveryRequestedSchema, event).delivery_id;
    const lease = await repository.webhookDeliveries.lease(deliveryId, leaseMs);
    if (lease.outcome === 'missing') {
      logger.warn({ delivery_id: deliveryId }, 'delivery job for an unknown delivery: dropped');
      return;
    }
    const { delivery } = lease;
    const context = {
      delivery_id: delivery.id,
      event_id: delivery.event_id,
      event: delivery.event,
      team_id: delivery.team_id,
      webhook_id: delivery.webhook_id,
      job_attempt: job.attempt,
    };
    if (lease.outcome === 'finished') {
      logger.info(
        { ...context, status: delivery.status },
        'delivery already finished: nothing sent',
      );
      return;
    }
    if (lease.outcome === 'busy') {
      // Another copy of the job is attempting it, or was when its notifier died. Waiting
      // for it is no attempt of this job's (else a dead worker's lease could use them all
      // up): come back when the lease ends, and find it finished, planned, or ours to take.
      outcomes.webhook(delivery.event, 'deferred');
      throw new NotYet(
        `delivery ${delivery.id} is leased by another attempt`,
        Math.max(lease.untilMs - Date.now(), 0) + LEASE_END_SLACK_MS,
      );
    }
    try {
      await attemptLeased(delivery, lease.token, job, context);
    } catch (error) {
      // Whatever broke off the attempt (the database away, a planned retry, the last
      // attempt's failure after it was recorded), the lease goes back at once, so the
      // next try need not wait for it to run out. Recorded attempts released it already.
      await repository.webhookDeliveries.release(delivery.id, lease.token).catch(() => undefined);
      throw error;
    }
  };

  async function attemptLeased(
    delivery: WebhookDeliveryRecord,
    token: string,
    job: DeliveryInfo,
    context: Record<string, unknown>,
  ): Promise<void> {
    const dueInMs = (delivery.next_attempt_at?.getTime() ?? 0) - Date.now();
    if (delivery.status === 'retrying' && dueInMs > 0) {
      // A second job for the delivery (the sweep resumed it while its own job still ran)
      // must not bring the planned attempt forward: it waits for it, not counted.
      outcomes.webhook(delivery.event, 'deferred');
      throw new NotYet(`delivery ${delivery.id} is not due yet`, dueInMs);
    }
    const destination = await destinationOf(delivery);
    if ('ended' in destination) {
      await repository.webhookDeliveries.endWithoutAttempt(delivery.id, token, destination.ended);
      outcomes.webhook(delivery.event, 'failed_final');
      logger.info(
        { ...context, reason: destination.ended },
        'delivery dropped: its target is gone',
      );
      return;
    }

    const report = await attempt(delivery, destination);
    await recordReport(delivery, token, job, context, destination, report);
  }

  return {
    handler,
    retryDelay: (jobAttempt, error) =>
      error instanceof RetryLater ? error.retryAfterMs : retries.plan(jobAttempt, error),
  };
}

/** Where a delivery goes (checked again at each attempt), and the one POST there. */
function deliveryTargets(deps: WebhookDeliveryDeps) {
  const { repository } = deps;

  async function destinationOf(delivery: WebhookDeliveryRecord): Promise<Destination> {
    if (delivery.webhook_id === null) {
      if (!deps.operator) return { ended: 'WEBHOOK_URL is no longer configured.' };
      // The operator's own target: trusted, not checked (docs/architecture.md).
      return { ...deps.operator, checkAddress: false, webhookId: null };
    }
    const target = await repository.webhooks.signingTarget(delivery.webhook_id);
    if (!target) return { ended: 'The webhook was deleted.' };
    if (!target.webhook.active)
      return { ended: `The webhook is disabled: ${target.webhook.disabled_reason ?? ''}`.trim() };
    return {
      url: target.webhook.target_url,
      secret: target.secret,
      checkAddress: true,
      webhookId: target.webhook.id,
    };
  }

  /** One POST, or the report of why none could be made (the host is not allowed). */
  async function attempt(
    delivery: WebhookDeliveryRecord,
    destination: Target,
  ): Promise<AttemptReport> {
    let addresses: ResolvedAddress[] | undefined;
    if (destination.checkAddress) {
      const checked = await deps.targets.check(destination.url);
      if (!checked.allowed)
        return {
          at: new Date(),
          latencyMs: 0,
          status: null,
          outcome: 'error',
          error:
            checked.reason === 'private'
              ? TARGET_NOT_ALLOWED_ERROR
              : `The target's host could not be resolved (${checked.error}).`,
          retryAfterMs: null,
        };
      addresses = checked.addresses;
    }
    const at = new Date();
    return deps.sender.send({
      url: destination.url,
      headers: signedHeaders(destination.secret, delivery.event_id, delivery.body, at),
      body: delivery.body,
      addresses,
    });
  }

  return { destinationOf, attempt };
}

/** How an attempt's report leaves the delivery: logged, and succeeded, failed or retrying. */
function attemptRecording(deps: WebhookDeliveryDeps, { plan, maxAttempts }: RetryPlan) {
  const { repository, logger, outcomes } = deps;

  /** The wait before the job's next attempt: the step ±20 %, never sooner than Retry-After. */
  function plannedWait(jobAttempt: number, report: AttemptReport): number {
    const retryAfter = Math.min(report.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
    return Math.max(plan(jobAttempt, undefined), retryAfter);
  }

  /** Logs the attempt and moves the delivery on; throws (RetryLater, Error) for the bus to retry. */
  async function recordReport(
    delivery: WebhookDeliveryRecord,
    token: string,
    job: DeliveryInfo,
    context: Record<string, unknown>,
    destination: Target,
    report: AttemptReport,
  ): Promise<void> {
    const number = delivery.attempts + 1;
    const entry: DeliveryAttemptRecord = {
      attempt: number,
      at: report.at,
      response_status: report.status,
      latency_ms: report.latencyMs,
      outcome: report.outcome,
      error: report.error,
    };
    const attemptContext = {
      ...context,
      attempt: number,
      response_status: report.status,
      latency_ms: report.latencyMs,
      outcome: report.outcome,
    };
    const record = (result: AttemptResult) =>
      repository.webhookDeliveries.recordAttempt(delivery.id, token, entry, result);

    if (report.outcome === 'succeeded') {
      outcomes.webhook(delivery.event, 'succeeded');
      if (await record({ status: 'succeeded' })) logger.info(attemptContext, 'webhook delivered');
      else
        logger.warn(attemptContext, 'webhook delivered, but the delivery was taken over meanwhile');
      return;
    }

    if (report.outcome === 'gone') {
      // The receiver wants no more: disable the subscription with the attempt, together.
      await repository.transaction(async () => {
        await repository.webhookDeliveries.recordAttempt(delivery.id, token, entry, {
          status: 'failed',
        });
        if (destination.webhookId !== null)
          await repository.webhooks.disable(destination.webhookId, GONE_REASON);
      });
      outcomes.webhook(delivery.event, 'failed_final');
      logger.warn(
        attemptContext,
        destination.webhookId === null
          ? 'the operator’s receiver answered 410 Gone: delivery failed'
          : 'the receiver answered 410 Gone: subscription disabled',
      );
      return;
    }

    if (job.attempt >= maxAttempts) {
      // The bus dead-letters the job when this throws; the delivery says failed, replayable.
      await record({ status: 'failed' });
      outcomes.webhook(delivery.event, 'failed_final');
      logger.error(attemptContext, 'webhook not delivered after the last attempt: delivery failed');
      throw new Error(
        `gave up on delivery ${delivery.id} after ${job.attempt} attempts: ${report.error}`,
      );
    }

    const waitMs = plannedWait(job.attempt, report);
    const nextAttemptAt = new Date(Date.now() + waitMs);
    outcomes.webhook(delivery.event, 'failed_retrying');
    if (!(await record({ status: 'retrying', nextAttemptAt }))) {
      logger.warn(attemptContext, 'attempt failed, and the delivery was taken over meanwhile');
      return;
    }
    logger.warn(
      { ...attemptContext, retry_in_ms: waitMs },
      'webhook attempt failed; retrying later',
    );
    throw new RetryLater(
      `attempt ${number} of delivery ${delivery.id} failed: ${report.error}`,
      waitMs,
    );
  }

  return { recordReport };
}
