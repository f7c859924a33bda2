// The proto messages of workmesh.scheduling.v1, as the generated service definition types
// them (never re-declared). They sit in models/ (they depend only on platform) so that
// the mappers beside each record's schema can use them; the use cases above import them
// from here.
import type { RpcName, RpcRequest, RpcResponse, SchedulingDefinition } from '@workmesh/platform';

type Rpc = RpcName<SchedulingDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<SchedulingDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<SchedulingDefinition, Method>;

export type ScheduleEntryMessage = ResponseOf<'UpdateScheduleEntry'>;
export type ScheduleEntryPageMessage = ResponseOf<'ListUserSchedule'>;
