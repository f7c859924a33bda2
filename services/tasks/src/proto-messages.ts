// Use-case results as the proto messages of workmesh.tasks.v1 (types taken from the
// generated service definition, never re-declared). Timestamps are ISO 8601 UTC; a
// null is an unset optional field (the gateway shows it as null).
import type { ServiceImplementation, TasksDefinition } from '@workmesh/platform';
import type { TaskRecord } from './models';
import type { Page } from './request-validation';

type Handlers = ServiceImplementation<TasksDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

type TaskMessage = ResponseOf<'GetTask'>;
type AssigneeChangeMessage = ResponseOf<'UpdateAssignee'>;
type PageInfoMessage = NonNullable<ResponseOf<'ListTasks'>['page_info']>;

export function toProtoTask(task: TaskRecord): TaskMessage {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    project_id: task.project_id,
    team_id: task.team_id,
    ...(task.assignee === null ? {} : { assignee: task.assignee }),
    ...(task.due_date === null ? {} : { due_date: task.due_date.toISOString() }),
    status: task.status,
    created_by: task.created_by,
    created_at: task.created_at.toISOString(),
    updated_at: task.updated_at.toISOString(),
  };
}

/** updateAssignee's answer (spec): task id, task name, project id, new assignee, update time. */
export function toProtoAssigneeChange(task: TaskRecord): AssigneeChangeMessage {
  return {
    task_id: task.id,
    task_name: task.name,
    project_id: task.project_id,
    ...(task.assignee === null ? {} : { assignee: task.assignee }),
    updated_at: task.updated_at.toISOString(),
  };
}

export const toProtoPageInfo = (page: Page<unknown>): PageInfoMessage => ({
  page: page.page,
  per_page: page.per_page,
  total: page.total,
});
