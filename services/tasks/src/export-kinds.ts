// What tasks holds for a team's export (docs/exports.md): its tasks as the HTTP interface
// shows them.
import type { ExportKind } from '@workmesh/platform';
import { toTask, toTaskMessage, type TasksRepository } from './models';

export function tasksExportKinds(repository: TasksRepository): ExportKind[] {
  return [
    {
      kind: 'tasks',
      model: repository.tasks.model,
      filter: ({ team_id }) => ({ team_id }),
      toRecord: (document: Parameters<typeof toTask>[0]) => toTaskMessage(toTask(document)),
    },
  ];
}
