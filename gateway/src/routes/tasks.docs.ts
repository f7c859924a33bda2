// What openapi.yaml says of the tasks service's routes (routes/tasks.ts) beyond the
// protos: the rules the service applies to each request field, summaries, examples.
import {
  ID_BOUNDS,
  TASK_COMMENT_MAX_LENGTH,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_NAME_MAX_LENGTH,
  TASK_STATUSES,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import {
  nonBlank,
  PAGE,
  within,
  type FieldNote,
  type OperationNotes,
} from '../openapi/operation-notes';

/** A task's name and description, as create and update take them. */
const NAME: FieldNote = nonBlank(TASK_NAME_MAX_LENGTH);
const DESCRIPTION: FieldNote = { maxLength: TASK_DESCRIPTION_MAX_LENGTH };

/** The notes of each route, by its rpc. */
export const TASKS_NOTES = {
  CreateTask: {
    summary: 'Create a task in a project',
    required: ['project_id', 'name'],
    fields: {
      name: NAME,
      description: DESCRIPTION,
      assignee: { ...within(ID_BOUNDS), description: 'user id of a member of the team' },
      due_date: { description: 'ISO 8601 date; blank: none' },
    },
  },
  ListTasks: { summary: "List a project's tasks", required: ['project_id'], fields: PAGE },
  UpdateAssignee: {
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
  GetTask: { summary: 'Get a task' },
  UpdateTask: {
    summary: 'Change a task',
    fields: {
      name: NAME,
      description: DESCRIPTION,
      status: { enum: TASK_STATUSES },
      due_date: { description: 'ISO 8601 date; blank clears it' },
    },
  },
  DeleteTask: { summary: 'Delete a task' },
} satisfies Partial<Record<RpcName<'tasks'>, OperationNotes>>;
