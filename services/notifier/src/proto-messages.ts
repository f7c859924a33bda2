// Use-case results as the proto messages of workmesh.notifier.v1 (types taken from the
// generated service definition, never re-declared). Timestamps are ISO 8601 UTC; a null
// is an unset optional field (the gateway shows it as null).
import type { Page, ServiceImplementation, WebhooksDefinition } from '@workmesh/platform';
import type { WebhookDeliveryRecord, WebhookRecord } from './models';
import type { CreatedWebhook } from './webhook-subscriptions';

type Handlers = ServiceImplementation<WebhooksDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

type WebhookMessage = NonNullable<ResponseOf<'CreateWebhook'>['webhook']>;
type DeliveryMessage = ResponseOf<'ReplayDelivery'>;
type PageInfoMessage = NonNullable<ResponseOf<'ListWebhooks'>['page_info']>;

/** A subscription, never with its secret. */
export function toProtoWebhook(webhook: WebhookRecord): WebhookMessage {
  return {
    id: webhook.id,
    team_id: webhook.team_id,
    event: webhook.event,
    target_url: webhook.target_url,
    active: webhook.active,
    ...(webhook.disabled_reason === null ? {} : { disabled_reason: webhook.disabled_reason }),
    created_by: webhook.created_by,
    created_at: webhook.created_at.toISOString(),
    updated_at: webhook.updated_at.toISOString(),
  };
}

/** Creation's answer: the subscription and, this once, its signing secret. */
export const toProtoCreatedWebhook = ({
  webhook,
  secret,
}: CreatedWebhook): ResponseOf<'CreateWebhook'> => ({ webhook: toProtoWebhook(webhook), secret });

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

export const toProtoPageInfo = (page: Page<unknown>): PageInfoMessage => ({
  page: page.page,
  per_page: page.per_page,
  total: page.total,
});
