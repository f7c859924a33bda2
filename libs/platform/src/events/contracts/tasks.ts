// The events tasks records. identity sets the creator's first-task flag (task.created),
// clients keeps each project's task ids and completed count (created, status changed,
// deleted), the notifier mails a new assignee (task.assignee_changed).
import { TASK_STATUSES, type TaskStatus } from '../../closed-values';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { email, id, idOrNull, name } from './field-rules';

const SOURCE = 'tasks';

const taskStatus = Joi.string()
  .valid(...TASK_STATUSES)
  .required();

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type TaskCreatedData = {
  task_id: number;
  project_id: number;
  team_id: number;
  /** The creator (identity sets their is_first_task_added). */
  user_id: number;
  name: string;
  assignee: number | null;
};

export const TaskCreated = eventContract('task.created', SOURCE).withData<TaskCreatedData>({
  task_id: id,
  project_id: id,
  team_id: id,
  user_id: id,
  name,
  assignee: idOrNull,
});

export type TaskAssigneeChangedData = {
  task_id: number;
  task_name: string;
  project_id: number;
  project_name: string;
  team_id: number;
  /** null: unassigned (the notifier sends no mail). */
  assignee_user_id: number | null;
  /** '' when unassigned. */
  assignee_email: string;
  assignee_name: string;
  previous_assignee_user_id: number | null;
  /** The assigner's note for the assignee, trimmed; '' when none. */
  comment: string;
  changed_by: number;
  changed_by_name: string;
};

export const TaskAssigneeChanged = eventContract(
  'task.assignee_changed',
  SOURCE,
).withData<TaskAssigneeChangedData>({
  task_id: id,
  task_name: name,
  project_id: id,
  project_name: name,
  team_id: id,
  assignee_user_id: idOrNull,
  // Unassigned: no address. Assigned: the address the notifier's mail goes to.
  assignee_email: Joi.when('assignee_user_id', {
    is: null,
    then: Joi.string().allow('').max(320),
    otherwise: email,
  }),
  assignee_name: name,
  previous_assignee_user_id: idOrNull,
  // tasks trims it and bounds it at 5000 characters; the bound here only keeps a runaway
  // payload from making a huge mail, it does not second-guess tasks' rule. Left out: none.
  comment: Joi.string().allow('').max(20_000).default(''),
  changed_by: id,
  changed_by_name: name,
});

export type TaskStatusChangedData = {
  task_id: number;
  project_id: number;
  team_id: number;
  status: TaskStatus;
};

export const TaskStatusChanged = eventContract(
  'task.status_changed',
  SOURCE,
).withData<TaskStatusChangedData>({
  task_id: id,
  project_id: id,
  team_id: id,
  status: taskStatus,
});

export type TaskDeletedData = {
  task_id: number;
  project_id: number;
  team_id: number;
  /** The status the task had when deleted (clients keeps the project's completed count). */
  status: TaskStatus;
};

export const TaskDeleted = eventContract('task.deleted', SOURCE).withData<TaskDeletedData>({
  task_id: id,
  project_id: id,
  team_id: id,
  status: taskStatus,
});
