// A project's `task` and `completed` follow the tasks service's events
// (docs/tasks.md). The test publishes them as tasks would and reads the
// project back over gRPC. Redeliveries are the same event (same id) again.
import { eventually } from '@workmesh/testing';
import { asOwner, clientsForFile, failureOf, type TeamFixture } from './clients-harness';
import { freshProject } from './fresh-values';

const h = clientsForFile();

let taskIds = 5000;
/** A task id no earlier test used. */
const freshTaskId = () => taskIds++;

interface ProjectOf {
  fixture: TeamFixture;
  id: number;
}

type ProjectMessage = Awaited<ReturnType<typeof h.client.CreateProject>>;

const newProject = async (): Promise<ProjectOf & { created: ProjectMessage }> => {
  const fixture = h.teams.team();
  const created = await h.client.CreateProject(freshProject(), asOwner(fixture));
  return { fixture, id: created.id, created };
};

const projectNow = ({ fixture, id }: ProjectOf) =>
  h.client.GetProject({ project_id: id }, asOwner(fixture));

const taskEvent = (project: ProjectOf, taskId: number) => ({
  task_id: taskId,
  project_id: project.id,
  team_id: project.fixture.teamId,
});

const created = (project: ProjectOf, taskId: number) =>
  h.publishTaskEvent('task.created', {
    ...taskEvent(project, taskId),
    user_id: project.fixture.owner.id,
    name: `Task ${taskId}`,
    assignee: null,
  });

const statusChanged = (project: ProjectOf, taskId: number, status: 'open' | 'completed') =>
  h.publishTaskEvent('task.status_changed', { ...taskEvent(project, taskId), status });

const deleted = (project: ProjectOf, taskId: number, status: 'open' | 'completed' = 'open') =>
  h.publishTaskEvent('task.deleted', { ...taskEvent(project, taskId), status });

/** Waits until the project's task list and completed count are these. */
async function projectShows(project: ProjectOf, task: number[], completed: number) {
  await eventually(
    async () => {
      const now = await projectNow(project);
      return JSON.stringify(now.task) === JSON.stringify(task) && now.completed === completed;
    },
    10_000,
    `project ${project.id} to show task ${JSON.stringify(task)}, completed ${completed}`,
  );
}

/**
 * Resolves once every task event published so far is handled: the service handles them
 * one at a time, in order, so a marker task showing on a project of its own means the
 * rest are done.
 */
async function taskEventsSettled() {
  const marker = await newProject();
  const taskId = freshTaskId();
  await created(marker, taskId);
  await projectShows(marker, [taskId], 0);
}

describe('clients: task events', () => {
  it("task.created adds the task's id to the project's task list, ascending, changing nothing else", async () => {
    const project = await newProject();
    const [first, second, third] = [freshTaskId(), freshTaskId(), freshTaskId()];

    await created(project, third);
    await created(project, first);
    await created(project, second);

    await projectShows(project, [first, second, third], 0);
    expect(await projectNow(project)).toEqual({
      ...project.created,
      task: [first, second, third],
    });
  });

  it('a task completed raises completed; reopened, it lowers it again', async () => {
    const project = await newProject();
    const [one, two] = [freshTaskId(), freshTaskId()];
    await created(project, one);
    await created(project, two);

    await statusChanged(project, one, 'completed');
    await statusChanged(project, two, 'completed');
    await projectShows(project, [one, two], 2);

    await statusChanged(project, one, 'open');
    await projectShows(project, [one, two], 1);
  });

  it('task.deleted removes the task from the list and from the completed count', async () => {
    const project = await newProject();
    const [one, two] = [freshTaskId(), freshTaskId()];
    await created(project, one);
    await created(project, two);
    await statusChanged(project, one, 'completed');
    await projectShows(project, [one, two], 1);

    await deleted(project, one, 'completed');

    await projectShows(project, [two], 0);
  });

  it('an event delivered again (same id) is applied once: a replayed completion does not undo a reopening', async () => {
    const project = await newProject();
    const task = freshTaskId();
    await created(project, task);
    const completion = await statusChanged(project, task, 'completed');
    await statusChanged(project, task, 'open');

    await h.republish(completion);
    await taskEventsSettled();

    expect((await projectNow(project)).completed).toBe(0);
  });

  it('a created event delivered again lists the task once', async () => {
    const project = await newProject();
    const task = freshTaskId();

    const event = await created(project, task);
    await h.republish(event);
    await taskEventsSettled();

    expect((await projectNow(project)).task).toEqual([task]);
  });

  it("an event naming another team's project changes nothing", async () => {
    const project = await newProject();
    const outsider = h.teams.team();
    const own = freshTaskId();
    await created(project, own);

    await h.publishTaskEvent('task.created', {
      ...taskEvent(project, freshTaskId()),
      team_id: outsider.teamId,
    });
    await h.publishTaskEvent('task.status_changed', {
      ...taskEvent(project, own),
      team_id: outsider.teamId,
      status: 'completed',
    });
    await h.publishTaskEvent('task.deleted', {
      ...taskEvent(project, own),
      team_id: outsider.teamId,
      status: 'open',
    });
    await taskEventsSettled();

    expect(await projectNow(project)).toMatchObject({ task: [own], completed: 0 });
  });

  it('an event for an unknown project changes nothing and does not hold up the next one', async () => {
    const project = await newProject();
    const unknown = { fixture: project.fixture, id: 424_242 };
    const task = freshTaskId();

    await created(unknown, freshTaskId());
    await created(project, task);

    await projectShows(project, [task], 0);
    expect((await failureOf(projectNow(unknown))).reason).toBe('PROJECT_NOT_FOUND');
  });

  it('a malformed event is dead-lettered and does not hold up the next one', async () => {
    const project = await newProject();
    const task = freshTaskId();

    await h.publishTaskEvent('task.created', {
      ...taskEvent(project, freshTaskId()),
      task_id: 'x',
    });
    await h.publishTaskEvent('task.status_changed', {
      ...taskEvent(project, task),
      status: 'done',
    });
    await created(project, task);

    await projectShows(project, [task], 0);
  });

  it('a task.created or completion arriving after the task was deleted does not bring it back', async () => {
    const project = await newProject();
    const task = freshTaskId();

    await deleted(project, task);
    await created(project, task);
    await statusChanged(project, task, 'completed');
    await taskEventsSettled();

    expect(await projectNow(project)).toMatchObject({ task: [], completed: 0 });
  });

  it('a completion arriving before its task.created counts once the task is listed', async () => {
    const project = await newProject();
    const task = freshTaskId();

    await statusChanged(project, task, 'completed');
    await taskEventsSettled();
    expect(await projectNow(project)).toMatchObject({ task: [], completed: 0 });

    await created(project, task);
    await projectShows(project, [task], 1);
  });

  it('a project stored before task events existed reads completed 0 and then follows them', async () => {
    const project = await newProject();
    // As an earlier version stored it: a completed count of its own and no task id sets.
    await h.db
      .collection('projects')
      .updateOne(
        { _id: project.id as never },
        { $set: { completed: 0 }, $unset: { completed_tasks: '', deleted_tasks: '' } },
      );
    expect(await projectNow(project)).toMatchObject({ task: [], completed: 0 });
    const task = freshTaskId();

    await created(project, task);
    await statusChanged(project, task, 'completed');

    await projectShows(project, [task], 1);
  });
});
