// The messages of workmesh.notifier.v1 as TypeScript types, taken from the generated
// service definition (never re-declared). The mappers that build them from stored records
// live beside each record's schema in models/.
import type { ServiceImplementation, WebhooksDefinition } from '@workmesh/platform';

type Handlers = ServiceImplementation<WebhooksDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type WebhookMessage = NonNullable<ResponseOf<'CreateWebhook'>['webhook']>;
export type DeliveryMessage = ResponseOf<'ReplayDelivery'>;
export type PageInfoMessage = NonNullable<ResponseOf<'ListWebhooks'>['page_info']>;
