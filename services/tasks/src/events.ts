// The events the tasks service records (docs/tasks.md), each in the
// transaction of the change it reports (outbox), published after the commit. Their
// contracts (type names, data, rules) are platform's: events/contracts/tasks.ts.
import {
  changeRecorded,
  createdChanges,
  deletedChanges,
  TaskAssigneeChanged,
  TaskCreated,
  TaskDeleted,
  TaskStatusChanged,
  updatedChanges,
  type ChangeRecordedData,
  type DomainEvent,
} from '@workmesh/platform';
import type { TaskRecord } from './models';

/** The envelope's `source` of the events the tasks service records. */
export const TASKS_SOURCE = 'tasks';

export const taskCreated = TaskCreated.make;
export const taskAssigneeChanged = TaskAssigneeChanged.make;
export const taskStatusChanged = TaskStatusChanged.make;
export const taskDeleted = TaskDeleted.make;

/** The audit actions of the tasks service's API writes (change.recorded, docs/audit.md). */
export const TASKS_AUDIT_ACTIONS = {
  CreateTask: 'task.created',
  UpdateTask: 'task.updated',
  /** An UpdateTask that changes the status and nothing else. */
  UpdateTaskStatus: 'task.status_changed',
  UpdateAssignee: 'task.assignee_changed',
  DeleteTask: 'task.deleted',
} as const;

export type TasksAuditAction = (typeof TASKS_AUDIT_ACTIONS)[keyof typeof TASKS_AUDIT_ACTIONS];

/** Fields of a task never recorded as a change: bookkeeping. */
const TASK_AUDIT_OMIT = ['created_at'] as const;

/** change.recorded of a task write: what changed between `before` and `after` (absent: a create or a delete). */
export function taskChangeRecorded(
  action: TasksAuditAction,
  before: TaskRecord | null,
  after: TaskRecord | null,
  subjectUserId = 0,
): DomainEvent<ChangeRecordedData> {
  const task = (after ?? before)!;
  const changes =
    before === null
      ? createdChanges({ ...after }, TASK_AUDIT_OMIT)
      : after === null
        ? deletedChanges({ ...before }, TASK_AUDIT_OMIT)
        : updatedChanges({ ...before }, { ...after }, TASK_AUDIT_OMIT);
  return changeRecorded(TASKS_SOURCE, {
    team_id: task.team_id,
    action,
    object_type: 'task',
    object_id: String(task.id),
    changes,
    subject_user_id: subjectUserId,
  });
}
