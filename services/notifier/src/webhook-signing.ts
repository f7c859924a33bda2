// Standard Webhooks signing (docs/webhooks.md, Signing): a receiver checks
// `webhook-signature` against its copy of the secret and dedupes on `webhook-id`.
import { createHmac, randomBytes } from 'node:crypto';
import { MIN_SECRET_BYTES, SIGNING_SECRET_PREFIX } from './config';

export const USER_AGENT = 'workmesh-webhooks/1';

/** A subscription's new secret: `whsec_` + base64 of 24 random bytes. */
export function newSigningSecret(): string {
  return `${SIGNING_SECRET_PREFIX}${randomBytes(MIN_SECRET_BYTES).toString('base64')}`;
}

/** `v1,` + base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`, keyed with the secret's decoded bytes. */
export function webhookSignature(
  secret: string,
  webhookId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SIGNING_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${webhookId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt: the same webhook-id on every attempt and replay, a fresh timestamp. */
export function signedHeaders(
  secret: string,
  webhookId: string,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, webhookId, timestamp, body),
  };
}
