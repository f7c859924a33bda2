// The events the clients service emits (docs/architecture.md, Events), each recorded
// in the transaction of the change it reports (outbox) and published after the commit;
// and the tasks events it consumes (docs/architecture.md, Tasks).
import {
  CLIENT_CREATED,
  checkEventData,
  Joi,
  newEvent,
  TASK_CREATED,
  TASK_DELETED,
  TASK_STATUS_CHANGED,
  type ClientCreatedData,
  type DomainEvent,
  type TaskCreatedData,
  type TaskStatusChangedData,
} from '@workmesh/platform';

export const SOURCE = 'clients';

export { CLIENT_CREATED, type ClientCreatedData } from '@workmesh/platform';
export const PROJECT_CREATED = 'project.created';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type ProjectCreatedData = {
  project_id: number;
  team_id: number;
  /** The creator (identity sets their is_first_project_added). */
  user_id: number;
  name: string;
  key: string;
};

/** 2024-05-01T10:00:00.000Z → 2024-05-01 10:00:00 */
export const webhookTimestamp = (date: Date): string =>
  date.toISOString().slice(0, 19).replace('T', ' ');

export const clientCreated = (data: ClientCreatedData): DomainEvent<ClientCreatedData> =>
  newEvent(CLIENT_CREATED, data, SOURCE);

export const projectCreated = (data: ProjectCreatedData): DomainEvent<ProjectCreatedData> =>
  newEvent(PROJECT_CREATED, data, SOURCE);

// The tasks events clients consumes (names and data: platform's task events contract).
// Only the fields it uses are checked (a producer may add more).
export const TASK_EVENT_TYPES = [TASK_CREATED, TASK_STATUS_CHANGED, TASK_DELETED];

/** The task and where it lives: what every task event carries. */
export type TaskRef = Pick<TaskCreatedData, 'task_id' | 'project_id' | 'team_id'>;

export type TaskEvent =
  | { type: typeof TASK_CREATED; data: TaskRef }
  | { type: typeof TASK_STATUS_CHANGED; data: TaskRef & Pick<TaskStatusChangedData, 'status'> }
  | { type: typeof TASK_DELETED; data: TaskRef };

const positiveId = Joi.number().integer().positive().required();
const taskRef = { task_id: positiveId, project_id: positiveId, team_id: positiveId };

const taskEventSchemas: Record<TaskEvent['type'], Joi.ObjectSchema> = {
  [TASK_CREATED]: Joi.object(taskRef).unknown(true),
  [TASK_STATUS_CHANGED]: Joi.object({
    ...taskRef,
    status: Joi.string().valid('open', 'completed').required(),
  }).unknown(true),
  [TASK_DELETED]: Joi.object(taskRef).unknown(true),
};

const isTaskEventType = (type: string): type is TaskEvent['type'] =>
  Object.prototype.hasOwnProperty.call(taskEventSchemas, type);

/** A tasks event with the data its type promises, or why it does not have it. */
export function readTaskEvent(event: DomainEvent): TaskEvent | { problem: string } {
  if (!isTaskEventType(event.type)) return { problem: `not a task event: ${event.type}` };
  const checked = checkEventData(taskEventSchemas[event.type], event);
  if (checked.problem !== undefined) return { problem: checked.problem };
  return { type: event.type, data: checked.data } as TaskEvent;
}
