// The events the tasks service emits (docs/architecture.md, "Tasks (issue 6)"). Each is
// recorded in the transaction of the change it reports (outbox) and published after
// the commit. Their type names and data are the contract with the consumers: platform.
import {
  newEvent,
  TASK_ASSIGNEE_CHANGED,
  TASK_CREATED,
  TASK_DELETED,
  TASK_STATUS_CHANGED,
  type DomainEvent,
  type TaskAssigneeChangedData,
  type TaskCreatedData,
  type TaskDeletedData,
  type TaskStatusChangedData,
} from '@workmesh/platform';

export const SOURCE = 'tasks';

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
