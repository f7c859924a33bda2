// The proto messages of workmesh.invoices.v1, as the generated service definition types
// them (never re-declared).
import type { InvoicesDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<InvoicesDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<InvoicesDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<InvoicesDefinition, Method>;

export type InvoiceMessage = ResponseOf<'GetInvoice'>;
