// The tasks service's routes (spec: "Task", updateAssignee): the Task record, the
// spec's error rows and the notes. The list route comes before `task/:taskId`, which
// would otherwise take "list" for a task id.
import {
  ID_BOUNDS,
  Reason,
  TASK_COMMENT_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_NAME_MAX_LENGTH,
  TASK_STATUSES,
} from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { assigneeOrUnassign } from '../message-completion';
import { nonBlank, PAGE, within, type FieldNote } from '../openapi/operation-notes';
import { page, record } from '../reply-presentation';
import { confirmation, invalidRequest, route, serviceMessageErrors, type Route } from './route';

record('workmesh.tasks.v1.Task', {
  component: 'Task',
  description: 'A task of a project.',
  unset: { description: '' },
  notes: {
    assignee: { description: 'user id; null when unassigned' },
    status: { enum: TASK_STATUSES },
  },
});
/** updateAssignee (spec: "task id, task name, project id, new assignee, update time"). */
record('workmesh.tasks.v1.AssigneeChange', {
  component: 'AssigneeChange',
  description: 'updateAssignee: the task and its new assignee.',
  notes: { assignee: { description: 'null when unassigned' } },
});

/**
 * updateAssignee (spec): every malformed request, the gateway's refusals of the task id
 * and the assignee included, is `SpecText.INVALID_REQUEST_PARAMETERS`; an assignee outside the
 * team is 400 with the service's message; an unknown task (or another team's) 404.
 */
const assigneeErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  invalid_argument: invalidRequest,
  [Reason.ASSIGNEE_NOT_MEMBER]: shapeA(400),
};

/** A task's name and description, as create and update take them. */
const NAME: FieldNote = nonBlank(TASK_NAME_MAX_LENGTH);
const DESCRIPTION: FieldNote = { maxLength: TASK_DESCRIPTION_MAX_LENGTH };

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
    notes: {
      summary: 'Create a task in a project',
      required: ['project_id', 'name'],
      fields: {
        name: NAME,
        description: DESCRIPTION,
        assignee: { ...within(ID_BOUNDS), description: 'user id of a member of the team' },
        due_date: { description: 'ISO 8601 date; blank: none' },
      },
    },
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
    notes: { summary: "List a project's tasks", required: ['project_id'], fields: PAGE },
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
    notes: {
      summary: 'Change the assignee of a task',
      description:
        'The body must carry `assignee`: an integer user id of a member of the team, or null to unassign the task. The assignee is notified by mail, with the comment.',
      required: ['assignee'],
      fields: {
        assignee: {
          schema: {
            type: ['integer', 'null'],
            ...within(ID_BOUNDS),
            description: 'user id (a JSON integer, not a string), or null to unassign',
          },
        },
        comment: {
          maxLength: TASK_COMMENT_MAX_LENGTH,
          description: 'included in the assignment notification',
        },
      },
      hidden: ['unassign'],
      example: { assignee: 8, comment: 'Please start with the budget section' },
    },
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
    notes: { summary: 'Get a task' },
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
    notes: {
      summary: 'Change a task',
      fields: {
        name: NAME,
        description: DESCRIPTION,
        status: { enum: TASK_STATUSES },
        due_date: { description: 'ISO 8601 date; blank clears it' },
      },
    },
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
    notes: { summary: 'Delete a task' },
  }),
];
