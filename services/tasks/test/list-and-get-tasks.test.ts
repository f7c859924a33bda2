// ListTasks and GetTask: any member reads; a list is one project's tasks of the
// caller's team, by id, a page at a time; another team's task or project is not found.
import { as, asMember, asOwner, failureOf, tasksForFile, type TeamFixture } from './tasks-harness';

const h = tasksForFile();

async function createTasks(fixture: TeamFixture, count: number, projectId = fixture.project.id) {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const task = await h.client.CreateTask(
      { project_id: projectId, name: `Task ${i}` },
      asOwner(fixture),
    );
    ids.push(task.id);
  }
  return ids;
}

describe('ListTasks', () => {
  it('answers the project’s tasks by id with the page, per_page and total', async () => {
    const fixture = h.team({ members: 1 });
    const ids = await createTasks(fixture, 5);

    const page = await h.client.ListTasks(
      { project_id: fixture.project.id, page: 2, per_page: 2 },
      asMember(fixture),
    );

    expect(page.tasks.map((task) => task.id)).toEqual(ids.slice(2, 4));
    expect(page.page_info).toEqual({ page: 2, per_page: 2, total: 5 });
  });

  it('defaults to the first page of 20', async () => {
    const fixture = h.team();
    const ids = await createTasks(fixture, 3);

    const page = await h.client.ListTasks({ project_id: fixture.project.id }, asOwner(fixture));

    expect(page.tasks.map((task) => task.id)).toEqual(ids);
    expect(page.page_info).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('answers the whole Task records', async () => {
    const fixture = h.team();
    const created = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Listed', description: 'd', due_date: '2024-07-01' },
      asOwner(fixture),
    );

    const page = await h.client.ListTasks({ project_id: fixture.project.id }, asOwner(fixture));

    expect(page.tasks).toEqual([created]);
  });

  it('lists only the tasks of the project asked for', async () => {
    const fixture = h.team();
    const otherProject = h.clients.project(fixture.teamId);
    const ours = await createTasks(fixture, 2);
    await createTasks(fixture, 2, otherProject.id);

    const page = await h.client.ListTasks({ project_id: fixture.project.id }, asOwner(fixture));

    expect(page.tasks.map((task) => task.id)).toEqual(ours);
    expect(page.page_info?.total).toBe(2);
  });

  it('answers PROJECT_NOT_FOUND for another team’s project, showing none of its tasks', async () => {
    const fixture = h.team();
    const other = h.team();
    await createTasks(other, 1);

    const error = await failureOf(
      h.client.ListTasks({ project_id: other.project.id }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'PROJECT_NOT_FOUND',
      message: 'Project not found',
    });
  });

  it('answers INVALID_PARAMETERS naming the project_id when it is missing', async () => {
    const fixture = h.team();

    const error = await failureOf(h.client.ListTasks({}, asOwner(fixture)));

    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      fields: { project_id: ['The project_id field is required.'] },
    });
  });

  it.each([
    ['page', { page: 0 }, 'The page must be an integer of at least 1.'],
    ['per_page', { per_page: 101 }, 'The per_page must be an integer from 1 to 100.'],
  ])(
    'answers INVALID_PARAMETERS naming the %s when it is out of range',
    async (field, paging, message) => {
      const fixture = h.team();

      const error = await failureOf(
        h.client.ListTasks({ project_id: fixture.project.id, ...paging }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        reason: 'INVALID_PARAMETERS',
        message,
        fields: { [field]: [message] },
      });
    },
  );

  it('answers PERMISSION_DENIED to a caller who is not a member', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.ListTasks({ project_id: fixture.project.id }, as(h.outsider(), fixture.teamId)),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('GetTask', () => {
  it('answers the Task record to any member of the team', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Readable', assignee: fixture.owner.id },
      asOwner(fixture),
    );

    const task = await h.client.GetTask({ task_id: created.id }, asMember(fixture));

    expect(task).toEqual(created);
  });

  it('answers NOT_FOUND TASK_NOT_FOUND "Task not found" for a task of another team', async () => {
    const fixture = h.team();
    const other = h.team();
    const [foreignId] = await createTasks(other, 1);

    const error = await failureOf(h.client.GetTask({ task_id: foreignId }, asOwner(fixture)));

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'TASK_NOT_FOUND',
      message: 'Task not found',
    });
  });

  it('answers TASK_NOT_FOUND for an unknown task', async () => {
    const fixture = h.team();

    const error = await failureOf(h.client.GetTask({ task_id: 999_999 }, asOwner(fixture)));

    expect(error.reason).toBe('TASK_NOT_FOUND');
  });

  it('answers INVALID_PARAMETERS naming the task_id when it is not a positive integer', async () => {
    const fixture = h.team();

    const error = await failureOf(h.client.GetTask({ task_id: -1 }, asOwner(fixture)));

    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      fields: { task_id: ['The task_id must be a positive integer.'] },
    });
  });
});
