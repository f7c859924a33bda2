// The events the clients service records (docs/events.md), each in the
// transaction of the change it reports (outbox), published after the commit; and what
// it reads of the tasks events it consumes (docs/tasks.md). The contracts
// (type names, data, rules) are platform's: events/contracts/clients.ts and tasks.ts.
import {
  changeRecorded,
  checkEventData,
  CLIENTS_TASK_EVENTS,
  ClientCreated,
  ProjectCreated,
  TaskCreated,
  TaskDeleted,
  TaskStatusChanged,
  type Changes,
  type ChangeRecordedData,
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

/** The envelope's `source` of the events the clients service records. */
export const CLIENTS_SOURCE = 'clients';

/** The audit actions of the clients service's API writes, by rpc (change.recorded, docs/audit.md). */
export const CLIENTS_AUDIT_ACTIONS = {
  CreateClient: 'client.created',
  UpdateClient: 'client.updated',
  DeleteClient: 'client.deleted',
  UpdateClientInvoiceSettings: 'invoice_settings.updated',
  UpdateClientBudget: 'budget.updated',
  CreateProject: 'project.created',
  UpdateProject: 'project.updated',
  DeleteProject: 'project.deleted',
} as const;

export type ClientsAuditAction = (typeof CLIENTS_AUDIT_ACTIONS)[keyof typeof CLIENTS_AUDIT_ACTIONS];

/**
 * Fields never recorded: bookkeeping, and what a project's tasks (not the API) change.
 * The client's logo is recorded as its object key (profile_key), not as a URL.
 */
export const CLIENTS_AUDIT_OMIT = ['created_at', 'task', 'completed'] as const;

/**
 * A record's fields with its settings objects spread out one level ('address.city',
 * 'budget.cost'), so that an update records the one setting it changed.
 */
export function flatFields(record: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !(value instanceof Date)
    )
      for (const [inner, innerValue] of Object.entries(value))
        fields[`${field}.${inner}`] = innerValue;
    else fields[field] = value;
  }
  return fields;
}

/** change.recorded of a client or project write. */
export function clientsChangeRecorded(
  action: ClientsAuditAction,
  object: { team_id: number; object_type: 'client' | 'project'; object_id: number },
  changes: Changes,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(CLIENTS_SOURCE, {
    team_id: object.team_id,
    action,
    object_type: object.object_type,
    object_id: String(object.object_id),
    changes,
    subject_user_id: 0,
  });
}
