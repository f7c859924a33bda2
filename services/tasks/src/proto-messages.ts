// The proto messages of workmesh.tasks.v1, as the generated service definition types
// them (never re-declared). The mappers that build them from stored records are in
// models/.
import type { RpcName, RpcRequest, RpcResponse, TasksDefinition } from '@workmesh/platform';

type Rpc = RpcName<TasksDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<TasksDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<TasksDefinition, Method>;

export type TaskMessage = ResponseOf<'GetTask'>;
export type AssigneeChangeMessage = ResponseOf<'UpdateAssignee'>;
