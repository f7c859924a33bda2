// The proto messages of workmesh.invoices.v1, as the generated service definition types
// them (never re-declared). They sit in models/ (they depend only on platform) so that
// the mappers beside each record's schema can use them; the use cases above import them
// from here.
import type { InvoicesDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<InvoicesDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<InvoicesDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<InvoicesDefinition, Method>;

export type InvoiceMessage = ResponseOf<'GetInvoice'>;
