// The proto messages of workmesh.audit.v1, as the generated service definition types them
// (never re-declared).
import type { AuditDefinition, RpcName, RpcRequest, RpcResponse } from '@workmesh/platform';

type Rpc = RpcName<AuditDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<AuditDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<AuditDefinition, Method>;

export type AuditRecordMessage = NonNullable<ResponseOf<'ListRecords'>['records']>[number];
