// @workmesh/client: the typed client of the workmesh HTTP API (createClient) and webhook
// verification (verifyWebhook). README.md shows the first five minutes.
export * from './browser.js';
export { verifyWebhook, WebhookVerificationError, WEBHOOK_KINDS } from './webhooks.js';
export type { WebhookHeaders } from './webhooks.js';
