// The events the tasks service records (docs/tasks.md), each in the
// transaction of the change it reports (outbox), published after the commit. Their
// contracts (type names, data, rules) are platform's: events/contracts/tasks.ts.
import {
  TaskAssigneeChanged,
  TaskCreated,
  TaskDeleted,
  TaskStatusChanged,
} from '@workmesh/platform';

export const taskCreated = TaskCreated.make;
export const taskAssigneeChanged = TaskAssigneeChanged.make;
export const taskStatusChanged = TaskStatusChanged.make;
export const taskDeleted = TaskDeleted.make;
