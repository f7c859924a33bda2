// The proto messages of workmesh.tasks.v1, as the generated service definition types
// them (never re-declared). The mappers that build them from stored records are in
// models/.
import type { ServiceImplementation, TasksDefinition } from '@workmesh/platform';

type Handlers = ServiceImplementation<TasksDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

export type TaskMessage = ResponseOf<'GetTask'>;
export type AssigneeChangeMessage = ResponseOf<'UpdateAssignee'>;
export type PageInfoMessage = NonNullable<ResponseOf<'ListTasks'>['page_info']>;
