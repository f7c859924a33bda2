// The proto messages of workmesh.clients.v1, as the generated service definition
// types them (never re-declared). The mappers that build them from stored records
// are in models/.
import type { ClientsDefinition, ServiceImplementation } from '@workmesh/platform';

type Handlers = ServiceImplementation<ClientsDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type ClientMessage = ResponseOf<'GetClient'>;
export type InvoiceSettingsMessage = ResponseOf<'GetClientInvoiceSettings'>;
export type BudgetMessage = NonNullable<ClientMessage['budget']>;
export type ProjectMessage = ResponseOf<'GetProject'>;
export type ProjectClientMessage = NonNullable<ProjectMessage['client']>;
export type PageInfoMessage = NonNullable<ResponseOf<'ListClients'>['page_info']>;
