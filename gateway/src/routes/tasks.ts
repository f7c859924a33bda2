// The tasks service's routes (spec: "Task", updateAssignee). How their answers are
// presented: tasks.presenters.ts; what openapi.yaml says of them: tasks.docs.ts. The list
// route comes before `task/:taskId`, which would otherwise take "list" for a task id.
import type { Route } from '../http-route';
import { assigneeOrUnassign } from '../message-completion';
import { page } from '../reply-presentation';
import { route } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';
import { TASKS_NOTES as NOTES } from './tasks.docs';
import { assigneeErrors } from './tasks.presenters';

export const TASKS_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/create'],
    auth: true,
    service: 'tasks',
    rpc: 'CreateTask',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: serviceMessageErrors,
    notes: NOTES.CreateTask,
  }),
  route({
    method: 'GET',
    paths: ['/api/taskmanager/v1/task/list'],
    auth: true,
    service: 'tasks',
    rpc: 'ListTasks',
    source: 'query',
    selectors: ['project_id'],
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListTasks,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/updateAssignee/:taskId'],
    auth: true,
    service: 'tasks',
    rpc: 'UpdateAssignee',
    source: 'body',
    params: { taskId: 'task_id' },
    selectors: ['assignee'],
    complete: assigneeOrUnassign,
    errors: assigneeErrors,
    notes: NOTES.UpdateAssignee,
  }),
  route({
    method: 'GET',
    paths: ['/api/taskmanager/v1/task/:taskId'],
    auth: true,
    service: 'tasks',
    rpc: 'GetTask',
    source: 'none',
    params: { taskId: 'task_id' },
    errors: serviceMessageErrors,
    notes: NOTES.GetTask,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/:taskId/update'],
    auth: true,
    service: 'tasks',
    rpc: 'UpdateTask',
    source: 'body',
    params: { taskId: 'task_id' },
    errors: serviceMessageErrors,
    notes: NOTES.UpdateTask,
  }),
  route({
    method: 'POST',
    paths: ['/api/taskmanager/v1/task/:taskId/delete'],
    auth: true,
    service: 'tasks',
    rpc: 'DeleteTask',
    source: 'body',
    params: { taskId: 'task_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteTask,
  }),
];
