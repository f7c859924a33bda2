// The proto messages of workmesh.scheduling.v1, as the generated service definition
// types them (never re-declared). The mapper that builds an entry's message from the
// stored entry is in models/.
import type { RpcName, RpcRequest, RpcResponse, SchedulingDefinition } from '@workmesh/platform';

type Rpc = RpcName<SchedulingDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<SchedulingDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<SchedulingDefinition, Method>;

export type ScheduleEntryMessage = ResponseOf<'UpdateScheduleEntry'>;
export type ScheduleEntryPageMessage = ResponseOf<'ListUserSchedule'>;
