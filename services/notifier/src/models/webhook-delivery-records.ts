// What a webhook delivery is to the rest of the service: its record, its attempts, what
// the store's lease and attempt calls answer, and the Delivery message that shows it.
// The store that keeps them is webhook-deliveries.ts.
import type { DELIVERY_STATUSES } from '@workmesh/platform';
import type { DeliveryMessage } from './proto-messages';
import type { WebhookEvent } from './webhooks';

/**
 * pending: not tried yet (or replayed); retrying: an attempt failed and another is
 * planned (next_attempt_at); succeeded: a 2xx; failed: the attempts are over (410 Gone,
 * the last attempt failed, or the subscription is gone or disabled). Only failed is
 * replayed.
 */
export type WebhookDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export type AttemptOutcome = 'succeeded' | 'failed' | 'gone' | 'timeout' | 'error';

export interface DeliveryAttemptRecord {
  /** 1, 2, … across replays. */
  attempt: number;
  at: Date;
  /** The receiver's HTTP status, when it answered. */
  response_status: number | null;
  latency_ms: number;
  outcome: AttemptOutcome;
  /** Why it was not a 2xx (no secrets, no response body). */
  error: string | null;
}

/** The operator's WEBHOOK_URL; a subscription's target is `webhook:<id>`. */
export const OPERATOR_TARGET = 'operator';
export const subscriptionTarget = (webhookId: number) => `webhook:${webhookId}`;

export interface WebhookDeliveryRecord {
  id: number;
  /** The domain event's id: the webhook-id header of every attempt. */
  event_id: string;
  /** The domain event's type (client.created, schedule.created). */
  event_type: string;
  event: WebhookEvent;
  team_id: number;
  /** The subscription; null for the operator's WEBHOOK_URL. */
  webhook_id: number | null;
  target: string;
  /** The JSON body, exactly as signed and sent. */
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  attempt_log: DeliveryAttemptRecord[];
  next_attempt_at: Date | null;
  /** Why the delivery ended without a 2xx, when no attempt says it (subscription deleted…). */
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export type NewDelivery = Pick<
  WebhookDeliveryRecord,
  'id' | 'event_id' | 'event_type' | 'event' | 'team_id' | 'webhook_id' | 'target' | 'body'
>;

/** What lease() found: the delivery is ours to attempt, over, gone, or someone else's now. */
export type Lease =
  | { outcome: 'leased'; delivery: WebhookDeliveryRecord; token: string }
  | { outcome: 'finished'; delivery: WebhookDeliveryRecord }
  | { outcome: 'busy'; delivery: WebhookDeliveryRecord; untilMs: number }
  | { outcome: 'missing' };

/** How an attempt leaves the delivery. */
export type AttemptResult =
  { status: 'succeeded' | 'failed' } | { status: 'retrying'; nextAttemptAt: Date };

/** A delivery as the Delivery message shows it (the operator's: webhook_id 0). */
export function toProtoDelivery(delivery: WebhookDeliveryRecord): DeliveryMessage {
  return {
    id: delivery.id,
    webhook_id: delivery.webhook_id ?? 0,
    event_id: delivery.event_id,
    event: delivery.event,
    status: delivery.status,
    attempts: delivery.attempts,
    attempt_log: delivery.attempt_log.map((attempt) => ({
      attempt: attempt.attempt,
      at: attempt.at.toISOString(),
      ...(attempt.response_status === null ? {} : { response_status: attempt.response_status }),
      latency_ms: attempt.latency_ms,
      outcome: attempt.outcome,
      ...(attempt.error === null ? {} : { error: attempt.error }),
    })),
    ...(delivery.next_attempt_at === null
      ? {}
      : { next_attempt_at: delivery.next_attempt_at.toISOString() }),
    created_at: delivery.created_at.toISOString(),
    updated_at: delivery.updated_at.toISOString(),
  };
}
