// A project's `task` (the ids of its tasks) and `completed` (how many of them are
// completed) follow the tasks service's events (docs/tasks.md):
//
//   task.created        → the task id joins the project's tasks
//   task.status_changed → the task joins or leaves the project's completed tasks
//   task.deleted        → the task leaves both, and is never brought back
//
// Each event takes effect once, however often RabbitMQ delivers it: its id is claimed
// (ProcessedEvents) in the transaction of its write, and the writes are set operations
// scoped by the event's team. One event at a time per process (prefetch 1), so two
// status changes of one task apply in the order tasks published them (with several
// replicas or after a retry, only nearly so; a late task.created or status change after
// task.deleted is refused by the deleted ids the project keeps).
// An event for a project that is gone (or another team's) changes nothing and is acked.
// A malformed event goes to `clients.task-events.dlq` at once (MalformedEventError): no
// retry can make it well-formed. A failure
// (MongoDB away) is thrown: the bus retries with backoff, then dead-letters the event to
// `clients.task-events.dlq`.
import {
  CLIENTS_TASK_EVENTS,
  MalformedEventError,
  TaskCreated,
  TaskDeleted,
  TaskStatusChanged,
  type DomainEvent,
  type EventBus,
  type EventHandler,
  type ProcessedEvents,
} from '@workmesh/platform';
import type { ClientsDependencies } from './dependencies';
import { readTaskEvent, TASK_EVENT_TYPES, type TaskEvent } from './events';
import type { ProjectStore, TaskChange } from './models';

export const TASK_EVENTS_QUEUE = CLIENTS_TASK_EVENTS.queue;
/** ProcessedEvents consumer name: the task events this subscription has applied. */
export const TASK_EVENTS_CONSUMER = 'clients.task-events';

type ProjectTasksDependencies = Pick<ClientsDependencies, 'repository' | 'logger'>;

export async function subscribeToTaskEvents(
  bus: EventBus,
  processed: ProcessedEvents,
  deps: ProjectTasksDependencies,
): Promise<void> {
  await bus.subscribe({
    queue: TASK_EVENTS_QUEUE,
    routingKeys: TASK_EVENT_TYPES,
    prefetch: 1,
    handler: projectTasksHandler(processed, deps),
  });
}

export function projectTasksHandler(
  processed: ProcessedEvents,
  { repository, logger }: ProjectTasksDependencies,
): EventHandler {
  return async (event: DomainEvent) => {
    const taskEvent = readTaskEvent(event);
    if ('problem' in taskEvent) throw new MalformedEventError(event, taskEvent.problem);
    const outcome = await processed.applyOnce(repository, event, () =>
      applyTaskEvent(repository.projects, taskEvent),
    );
    const { task_id, project_id, team_id } = taskEvent.data;
    const fields = { event_id: event.id, event_type: event.type, task_id, project_id, team_id };
    if (!outcome.applied) logger.debug(fields, 'task event applied before: nothing done again');
    else if (outcome.result === 'changed') logger.info(fields, 'project tasks updated');
    else logger.info({ ...fields, outcome: outcome.result }, 'task event changed nothing');
  };
}

function applyTaskEvent(projects: ProjectStore, { type, data }: TaskEvent): Promise<TaskChange> {
  const { task_id, project_id, team_id } = data;
  switch (type) {
    case TaskCreated.type:
      return projects.addTask(team_id, project_id, task_id);
    case TaskStatusChanged.type:
      return projects.setTaskCompleted(team_id, project_id, task_id, data.status === 'completed');
    case TaskDeleted.type:
      return projects.removeTask(team_id, project_id, task_id);
  }
}
