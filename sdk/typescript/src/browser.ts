// The browser entry (the `browser` export condition): the client without webhook
// verification, which a receiving server does, not a page.
export { createClient, newIdempotencyKey } from './client.js';
export type { ClientOptions, WorkmeshClient, OperationMethods, PaginateMethods } from './client.js';
export { WorkmeshError, ERROR_REASON_HEADER } from './errors.js';
export type { FieldMessages } from './errors.js';
export { OPERATIONS } from './generated/operations.js';
export type * from './types.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { WebhookEvent, WebhookEventMap, WebhookKind } from './generated/webhooks.js';
