// The events the clients service records (docs/events.md), each in the
// transaction of the change it reports (outbox), published after the commit; and what
// it reads of the tasks events it consumes (docs/tasks.md). The contracts
// (type names, data, rules) are platform's: events/contracts/clients.ts and tasks.ts.
import {
  checkEventData,
  CLIENTS_TASK_EVENTS,
  ClientCreated,
  ProjectCreated,
  TaskCreated,
  TaskDeleted,
  TaskStatusChanged,
  type DomainEvent,
  type EventDataOf,
} from '@workmesh/platform';

/** 2024-05-01T10:00:00.000Z → 2024-05-01 10:00:00 */
export const webhookTimestamp = (date: Date): string =>
  date.toISOString().slice(0, 19).replace('T', ' ');

export const clientCreated = ClientCreated.make;
export const projectCreated = ProjectCreated.make;

// The tasks events clients consumes: only the fields it uses are checked (a producer may
// add more), with the contract's rules.
export const TASK_EVENT_TYPES = [...CLIENTS_TASK_EVENTS.routingKeys];

const taskRefFields = ['task_id', 'project_id', 'team_id'] as const;
const taskEventSchemas = {
  [TaskCreated.type]: TaskCreated.pick(...taskRefFields),
  [TaskStatusChanged.type]: TaskStatusChanged.pick(...taskRefFields, 'status'),
  [TaskDeleted.type]: TaskDeleted.pick(...taskRefFields),
};

/** The task and where it lives: what every task event carries. */
export type TaskRef = EventDataOf<(typeof taskEventSchemas)[typeof TaskCreated.type]>;

export type TaskEvent =
  | { type: typeof TaskCreated.type; data: TaskRef }
  | {
      type: typeof TaskStatusChanged.type;
      data: EventDataOf<(typeof taskEventSchemas)[typeof TaskStatusChanged.type]>;
    }
  | { type: typeof TaskDeleted.type; data: TaskRef };

const isTaskEventType = (type: string): type is TaskEvent['type'] =>
  Object.prototype.hasOwnProperty.call(taskEventSchemas, type);

/** A tasks event with the data its type promises, or why it does not have it. */
export function readTaskEvent(event: DomainEvent): TaskEvent | { problem: string } {
  if (!isTaskEventType(event.type)) return { problem: `not a task event: ${event.type}` };
  const checked = checkEventData(taskEventSchemas[event.type], event);
  if (checked.problem !== undefined) return { problem: checked.problem };
  return { type: event.type, data: checked.data } as TaskEvent;
}
