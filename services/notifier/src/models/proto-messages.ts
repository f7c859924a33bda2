// The messages of workmesh.notifier.v1 as TypeScript types, taken from the generated
// service definition (never re-declared). They sit in models/ (they depend only on
// platform) so that the mappers beside each record's schema can use them; the use cases
// above import them from here.
import type { RpcName, RpcRequest, RpcResponse, WebhooksDefinition } from '@workmesh/platform';

type Rpc = RpcName<WebhooksDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<WebhooksDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<WebhooksDefinition, Method>;

export type WebhookMessage = NonNullable<ResponseOf<'CreateWebhook'>['webhook']>;
export type DeliveryMessage = ResponseOf<'ReplayDelivery'>;
