// verifyWebhook: a delivery's Standard Webhooks signature checked (standardwebhooks), its
// timestamp within five minutes of now, and its body returned as the typed event.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { WEBHOOK_KINDS, type WebhookEvent } from './generated/webhooks.js';

export { WebhookVerificationError };
export { WEBHOOK_KINDS };
export type { WebhookEvent, WebhookEventMap, WebhookKind } from './generated/webhooks.js';

/** Headers as a Fetch `Headers`, a plain object, or Node's `IncomingHttpHeaders`. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery and returns its body as the typed event: `rawBody` exactly as received
 * (a string or the bytes, never re-serialized JSON), the `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` headers, and the subscription's `whsec_…` secret. Throws
 * WebhookVerificationError for a missing header, a wrong signature, or a timestamp more
 * than five minutes from now (a replayed old delivery). Dedupe on `webhook-id`: a retry or
 * replay sends the same one.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  const body =
    typeof rawBody === 'string'
      ? rawBody
      : new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  const event = new Webhook(secret).verify(body, plainHeaders(headers)) as WebhookEvent | undefined;
  if (
    !event ||
    typeof event !== 'object' ||
    !(WEBHOOK_KINDS as readonly unknown[]).includes((event as { event?: unknown }).event)
  ) {
    throw new WebhookVerificationError('The body is not a workmesh webhook event');
  }
  return event;
}

function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  const plain: Record<string, string> = {};
  if (
    typeof (headers as Headers).forEach === 'function' &&
    typeof (headers as Headers).get === 'function'
  ) {
    (headers as Headers).forEach((value, name) => {
      plain[name.toLowerCase()] = value;
    });
    return plain;
  }
  for (const [name, value] of Object.entries(
    headers as Record<string, string | string[] | undefined>,
  )) {
    if (value === undefined) continue;
    plain[name.toLowerCase()] = Array.isArray(value) ? value.join(' ') : value;
  }
  return plain;
}
