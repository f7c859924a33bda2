// tasks as the other services see it in their component tests: the tasks of teams'
// projects (GetTask, in the caller's current team), able to be made "down".
import { bindStubService, Reason, recordNotFound, tasksProto } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubTask {
  id: number;
  name: string;
  projectId: number;
  teamId: number;
}

export type TasksMethod = 'GetTask';

const TASK_TIMESTAMP = '2026-01-01T00:00:00.000Z';

export class StubTasks extends StubService {
  private readonly tasks = new Map<number, StubTask>();
  private readonly failing = new FailingMethods<TasksMethod>('tasks');
  private nextId: number;

  constructor({ firstTaskId = 700 }: { firstTaskId?: number } = {}) {
    super();
    this.nextId = firstTaskId;
  }

  /** A new task of the team's project. */
  task(teamId: number, projectId: number, name = `Task ${this.nextId}`): StubTask {
    const task = { id: this.nextId++, name, projectId, teamId };
    this.tasks.set(task.id, task);
    return task;
  }

  /** The task is gone (deleted in tasks). */
  deleteTask(taskId: number): void {
    this.tasks.delete(taskId);
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: TasksMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.tasks.v1.Tasks', tasksProto().Tasks.service, {
      // As tasks answers it: a task of the caller's current team, else TASK_NOT_FOUND.
      GetTask: async ({ task_id }, context) => {
        this.failing.check('GetTask');
        const task = task_id === undefined ? undefined : this.tasks.get(task_id);
        if (!task || task.teamId !== context.caller?.teamId)
          throw recordNotFound(Reason.TASK_NOT_FOUND);
        return {
          id: task.id,
          name: task.name,
          project_id: task.projectId,
          team_id: task.teamId,
          status: 'open',
          created_by: 0,
          created_at: TASK_TIMESTAMP,
          updated_at: TASK_TIMESTAMP,
        };
      },
    });
  }
}
