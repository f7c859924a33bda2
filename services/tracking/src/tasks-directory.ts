// What the tracking service asks tasks: the task an entry is for (GetTask, in the
// caller's current team). Tasks not answering is UNAVAILABLE TASKS_UNAVAILABLE for our
// caller.
import {
  askingService,
  nullWhenNotFound,
  tasksClient,
  type ClientOptions,
} from '@workmesh/platform';

export interface TeamTask {
  id: number;
  name: string;
  projectId: number;
  teamId: number;
}

export interface TasksDirectory {
  /** The task of the caller's team, or null when there is none with that id there. */
  taskOfTeam(teamId: number, taskId: number): Promise<TeamTask | null>;
  close(): void;
}

export function tasksDirectory(address: string, options: ClientOptions): TasksDirectory {
  const client = tasksClient(address, options);
  return {
    taskOfTeam: (teamId, taskId) =>
      askingService('tasks', async () => {
        const task = await nullWhenNotFound(client.GetTask({ task_id: taskId }));
        if (!task || task.team_id !== teamId) return null;
        return { id: task.id, name: task.name, projectId: task.project_id, teamId: task.team_id };
      }),
    close: () => client.close(),
  };
}
