// The proto messages of workmesh.tasks.v1, as the generated service definition types them
// (never re-declared). They sit in models/ (they depend only on platform) so that the
// mappers beside each record's schema can use them; the use cases above import them from
// here.
import type { RpcName, RpcRequest, RpcResponse, TasksDefinition } from '@workmesh/platform';

type Rpc = RpcName<TasksDefinition>;
export type ResponseOf<Method extends Rpc> = RpcResponse<TasksDefinition, Method>;
export type RequestOf<Method extends Rpc> = RpcRequest<TasksDefinition, Method>;

export type TaskMessage = ResponseOf<'GetTask'>;
export type AssigneeChangeMessage = ResponseOf<'UpdateAssignee'>;
