// UpdateTask and DeleteTask: any member updates the fields given ('' due date clears
// it), only a real change is written, a status change records task.status_changed;
// owners, managers and the task's creator delete, with task.deleted.
import { as, asMember, asOwner, failureOf, tasksForFile, type TeamFixture } from './tasks-harness';

const h = tasksForFile();

const newTask = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateTask(
    { project_id: fixture.project.id, name: 'Original', ...fields },
    asOwner(fixture),
  );

/** Lets the clock move, so that a write would show in updated_at. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('UpdateTask', () => {
  it('changes the fields given and keeps the others', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture, { description: 'Keep me', due_date: '2024-05-01' });

    const updated = await h.client.UpdateTask(
      { task_id: task.id, name: '  Renamed  ', due_date: '2024-06-01T12:00:00Z' },
      asMember(fixture),
    );

    expect(updated).toMatchObject({
      id: task.id,
      name: 'Renamed',
      description: 'Keep me',
      due_date: '2024-06-01T12:00:00.000Z',
      status: 'open',
      created_by: fixture.owner.id,
      created_at: task.created_at,
    });
    expect(await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).toEqual(updated);
  });

  it('moves updated_at on a real change', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);
    await tick();

    const updated = await h.client.UpdateTask(
      { task_id: task.id, description: 'New' },
      asOwner(fixture),
    );

    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(task.updated_at));
  });

  it('writes nothing when the fields given are as they are: same updated_at', async () => {
    const fixture = h.team();
    const task = await newTask(fixture, { description: 'Same', due_date: '2024-05-01' });
    await tick();

    const updated = await h.client.UpdateTask(
      {
        task_id: task.id,
        name: 'Original',
        description: 'Same',
        due_date: '2024-05-01T00:00:00Z',
        status: 'open',
      },
      asOwner(fixture),
    );

    expect(updated).toEqual(task);
  });

  it("clears the due date when given as ''", async () => {
    const fixture = h.team();
    const task = await newTask(fixture, { due_date: '2024-05-01' });

    const updated = await h.client.UpdateTask({ task_id: task.id, due_date: '' }, asOwner(fixture));

    expect(updated.due_date).toBeUndefined();
    const stored = await h.db
      .collection<{ _id: number; due_date: Date | null }>('tasks')
      .findOne({ _id: task.id });
    expect(stored?.due_date).toBeNull();
  });

  it('answers TASK_NAME_REQUIRED for a blank name, and keeps the name', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);

    const error = await failureOf(
      h.client.UpdateTask({ task_id: task.id, name: '  ' }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      reason: 'TASK_NAME_REQUIRED',
      message: 'The name field is required.',
    });
    expect((await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).name).toBe('Original');
  });

  it.each([
    ['status', { status: 'done' }, 'The status must be one of: open, completed.'],
    ['due_date', { due_date: '2024-02-30' }, 'The due_date must be a valid ISO 8601 date.'],
  ])(
    'answers INVALID_PARAMETERS naming the %s when it is not valid',
    async (field, fields, message) => {
      const fixture = h.team();
      const task = await newTask(fixture);

      const error = await failureOf(
        h.client.UpdateTask({ task_id: task.id, ...fields }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        reason: 'INVALID_PARAMETERS',
        message,
        fields: { [field]: [message] },
      });
    },
  );

  it('answers TASK_NOT_FOUND for another team’s task, and leaves it as it is', async () => {
    const fixture = h.team();
    const other = h.team();
    const foreign = await newTask(other);

    const error = await failureOf(
      h.client.UpdateTask({ task_id: foreign.id, name: 'Hijacked' }, asOwner(fixture)),
    );

    expect(error.reason).toBe('TASK_NOT_FOUND');
    expect(await h.client.GetTask({ task_id: foreign.id }, asOwner(other))).toEqual(foreign);
  });

  it('emits task.status_changed when the status changes', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture);

    const updated = await h.client.UpdateTask(
      { task_id: task.id, status: 'completed' },
      asMember(fixture),
    );

    expect(updated.status).toBe('completed');
    const event = await h.events.waitFor<{ task_id: number }>(
      'task.status_changed',
      (data) => data.task_id === task.id,
    );
    expect(event.data).toEqual({
      task_id: task.id,
      project_id: fixture.project.id,
      team_id: fixture.teamId,
      status: 'completed',
    });
  });

  it('emits no task.status_changed when the status stays as it is', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);

    await h.client.UpdateTask(
      { task_id: task.id, status: 'open', name: 'Renamed' },
      asOwner(fixture),
    );
    await h.eventsSettled();

    expect(
      h.events.all<{ task_id: number }>('task.status_changed', (data) => data.task_id === task.id),
    ).toEqual([]);
    expect(await h.recorded('task.status_changed', task.id)).toEqual([]);
  });
});

describe('DeleteTask', () => {
  it('lets the task’s creator delete it, even as a member: { success: "Task deleted" }', async () => {
    const fixture = h.team({ members: 1 });
    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Mine' },
      asMember(fixture),
    );

    const answer = await h.client.DeleteTask({ task_id: task.id }, asMember(fixture));

    expect(answer).toEqual({ success: 'Task deleted' });
    const error = await failureOf(h.client.GetTask({ task_id: task.id }, asOwner(fixture)));
    expect(error.reason).toBe('TASK_NOT_FOUND');
  });

  it.each(['owner', 'manager'] as const)(
    'lets a %s delete a task someone else created',
    async (role) => {
      const fixture = h.team({ managers: 1, members: 1 });
      const task = await h.client.CreateTask(
        { project_id: fixture.project.id, name: 'Theirs' },
        asMember(fixture),
      );
      const deleter = role === 'owner' ? fixture.owner : fixture.managers[0];

      const answer = await h.client.DeleteTask({ task_id: task.id }, as(deleter, fixture.teamId));

      expect(answer).toEqual({ success: 'Task deleted' });
    },
  );

  it('answers PERMISSION_DENIED to a member who did not create the task, and keeps it', async () => {
    const fixture = h.team({ members: 2 });
    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Not yours' },
      asMember(fixture, 0),
    );

    const error = await failureOf(h.client.DeleteTask({ task_id: task.id }, asMember(fixture, 1)));

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).toEqual(task);
  });

  it('answers TASK_NOT_FOUND for another team’s task, and keeps it', async () => {
    const fixture = h.team();
    const other = h.team();
    const foreign = await newTask(other);

    const error = await failureOf(h.client.DeleteTask({ task_id: foreign.id }, asOwner(fixture)));

    expect(error.reason).toBe('TASK_NOT_FOUND');
    expect(await h.client.GetTask({ task_id: foreign.id }, asOwner(other))).toEqual(foreign);
  });

  it('emits task.deleted with the status the task had', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);
    await h.client.UpdateTask({ task_id: task.id, status: 'completed' }, asOwner(fixture));

    await h.client.DeleteTask({ task_id: task.id }, asOwner(fixture));

    const event = await h.events.waitFor<{ task_id: number }>(
      'task.deleted',
      (data) => data.task_id === task.id,
    );
    expect(event.data).toEqual({
      task_id: task.id,
      project_id: fixture.project.id,
      team_id: fixture.teamId,
      status: 'completed',
    });
  });
});
