// The events the tasks service emits (docs/architecture.md, "Tasks (issue 6)"). Each is
// recorded in the transaction of the change it reports (outbox) and published after
// the commit.
import { newEvent, type DomainEvent } from '@workmesh/platform';
import type { TaskStatus } from './models';

export const SOURCE = 'tasks';

export const TASK_CREATED = 'task.created';
export const TASK_ASSIGNEE_CHANGED = 'task.assignee_changed';
export const TASK_STATUS_CHANGED = 'task.status_changed';
export const TASK_DELETED = 'task.deleted';

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
  /** Trimmed; '' when none. */
  comment: string;
  changed_by: number;
  changed_by_name: string;
};

export type TaskStatusChangedData = {
  task_id: number;
  project_id: number;
  team_id: number;
  status: TaskStatus;
};

export type TaskDeletedData = {
  task_id: number;
  project_id: number;
  team_id: number;
  /** The status the task had when deleted (clients keeps the project's completed count). */
  status: TaskStatus;
};

export const taskCreated = (data: TaskCreatedData): DomainEvent<TaskCreatedData> =>
  newEvent(TASK_CREATED, data, SOURCE);

export const taskAssigneeChanged = (
  data: TaskAssigneeChangedData,
): DomainEvent<TaskAssigneeChangedData> => newEvent(TASK_ASSIGNEE_CHANGED, data, SOURCE);

export const taskStatusChanged = (
  data: TaskStatusChangedData,
): DomainEvent<TaskStatusChangedData> => newEvent(TASK_STATUS_CHANGED, data, SOURCE);

export const taskDeleted = (data: TaskDeletedData): DomainEvent<TaskDeletedData> =>
  newEvent(TASK_DELETED, data, SOURCE);
