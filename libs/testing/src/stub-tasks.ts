// tasks as the other services see it in their component tests: the tasks of teams'
// projects (GetTask, in the caller's current team), able to be made "down".
import {
  bindStubService,
  invalidArgument,
  Reason,
  recordNotFound,
  tasksProto,
} from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubTask {
  id: number;
  name: string;
  projectId: number;
  teamId: number;
}

export type TasksMethod = 'GetTask' | 'ListTasks' | 'CreateTask';

const TASK_TIMESTAMP = '2026-01-01T00:00:00.000Z';

export class StubTasks extends StubService {
  /** Every CreateTask call answered. */
  readonly createdTasks: StubTask[] = [];
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

  private taskMessage(task: StubTask) {
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
  }

  protected binding() {
    return bindStubService('workmesh.tasks.v1.Tasks', tasksProto().Tasks.service, {
      // The project's tasks in the caller's current team, by id, a page at a time.
      ListTasks: async ({ project_id, page, per_page }, context) => {
        this.failing.check('ListTasks');
        const tasks = [...this.tasks.values()]
          .filter((task) => task.teamId === context.caller?.teamId)
          .filter((task) => project_id === undefined || task.projectId === project_id)
          .sort((a, b) => a.id - b.id);
        const perPage = per_page || 20;
        const number = page || 1;
        return {
          tasks: tasks
            .slice((number - 1) * perPage, number * perPage)
            .map((task) => this.taskMessage(task)),
          page_info: { page: number, per_page: perPage, total: tasks.length },
        };
      },
      // A task of a project of the caller's current team (the stub does not check the project).
      CreateTask: async ({ project_id, name }, context) => {
        this.failing.check('CreateTask');
        const teamId = context.caller?.teamId;
        if (!name?.trim())
          throw invalidArgument(Reason.TASK_NAME_REQUIRED, 'The name field is required.');
        if (!project_id || teamId === undefined) throw recordNotFound(Reason.PROJECT_NOT_FOUND);
        const task = this.task(teamId, project_id, name.trim());
        this.createdTasks.push(task);
        return this.taskMessage(task);
      },
      // As tasks answers it: a task of the caller's current team, else TASK_NOT_FOUND.
      GetTask: async ({ task_id }, context) => {
        this.failing.check('GetTask');
        const task = task_id === undefined ? undefined : this.tasks.get(task_id);
        if (!task || task.teamId !== context.caller?.teamId)
          throw recordNotFound(Reason.TASK_NOT_FOUND);
        return this.taskMessage(task);
      },
    });
  }
}
