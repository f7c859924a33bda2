// The tasks service's events (docs/architecture.md, "Tasks (issue 6)"): their type names
// and data, the contract between tasks, which records them, and the services that
// consume them (identity, clients, notifier). Consumers still check, with their own
// schemas, only the fields they use.

export const TASK_CREATED = 'task.created';
export const TASK_ASSIGNEE_CHANGED = 'task.assignee_changed';
export const TASK_STATUS_CHANGED = 'task.status_changed';
export const TASK_DELETED = 'task.deleted';

export type TaskStatus = 'open' | 'completed';

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
  /** The assigner's note for the assignee, trimmed; '' when none. */
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
