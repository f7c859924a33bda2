// The proto messages of workmesh.tracking.v1, as the generated service definition types
// them (never re-declared). The mappers that build them from stored records are in
// models/.
import type { RpcName, RpcRequest, RpcResponse, TrackingDefinition } from '@workmesh/platform';

type Rpc = RpcName<TrackingDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<TrackingDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<TrackingDefinition, Method>;

export type TimeEntryMessage = ResponseOf<'GetTimeEntry'>;
export type TimesheetMessage = ResponseOf<'GetTimesheet'>;
