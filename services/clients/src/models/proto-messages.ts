// The proto messages of workmesh.clients.v1, as the generated service definition types
// them (never re-declared). They sit in models/ (they depend only on platform) so that
// the mappers beside each record's schema can use them; the use cases above import them
// from here.
import type { ClientsDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<ClientsDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<ClientsDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<ClientsDefinition, Method>;

export type ClientMessage = ResponseOf<'GetClient'>;
export type InvoiceSettingsMessage = ResponseOf<'GetClientInvoiceSettings'>;
export type BudgetMessage = NonNullable<ClientMessage['budget']>;
export type ProjectMessage = ResponseOf<'GetProject'>;
export type ProjectClientMessage = NonNullable<ProjectMessage['client']>;
