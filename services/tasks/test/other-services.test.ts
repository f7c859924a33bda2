// What the tasks service asks of teams, clients and identity: a service that does not
// answer is UNAVAILABLE <SERVICE>_UNAVAILABLE, and nothing is written or emitted. A task
// and the events it causes are written together (outbox) or not at all.
import { asOwner, failureOf, tasksForFile } from './tasks-harness';

const h = tasksForFile();

const outboxOfTeam = (teamId: number) =>
  h.db.collection('outbox').countDocuments({ 'event.data.team_id': teamId });

describe('a service that does not answer', () => {
  it('teams: answers UNAVAILABLE TEAMS_UNAVAILABLE, and stores nothing', async () => {
    const fixture = h.team();
    const restore = h.teams.fail('GetMembership');

    const error = await failureOf(
      h.client.CreateTask({ project_id: fixture.project.id, name: 'Offline' }, asOwner(fixture)),
    ).finally(restore);

    expect(error).toMatchObject({
      kind: 'unavailable',
      reason: 'TEAMS_UNAVAILABLE',
      message: 'The teams service is unavailable; please try again.',
    });
    expect(await h.db.collection('tasks').countDocuments({ team_id: fixture.teamId })).toBe(0);
  });

  it('clients: answers UNAVAILABLE CLIENTS_UNAVAILABLE to a create, and stores nothing', async () => {
    const fixture = h.team();
    const restore = h.clients.fail('GetProjectForTeam');

    const error = await failureOf(
      h.client.CreateTask({ project_id: fixture.project.id, name: 'Offline' }, asOwner(fixture)),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'CLIENTS_UNAVAILABLE' });
    expect(await h.db.collection('tasks').countDocuments({ team_id: fixture.teamId })).toBe(0);
  });

  it('clients: answers UNAVAILABLE CLIENTS_UNAVAILABLE to a list', async () => {
    const fixture = h.team();
    const restore = h.clients.fail('GetProjectForTeam');

    const error = await failureOf(
      h.client.ListTasks({ project_id: fixture.project.id }, asOwner(fixture)),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'CLIENTS_UNAVAILABLE' });
  });

  it('identity: answers UNAVAILABLE IDENTITY_UNAVAILABLE to a create with an assignee, and stores nothing', async () => {
    const fixture = h.team({ members: 1 });
    const restore = h.identity.fail('GetUsers');

    const error = await failureOf(
      h.client.CreateTask(
        { project_id: fixture.project.id, name: 'Offline', assignee: fixture.members[0].id },
        asOwner(fixture),
      ),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'IDENTITY_UNAVAILABLE' });
    expect(await h.db.collection('tasks').countDocuments({ team_id: fixture.teamId })).toBe(0);
    expect(await outboxOfTeam(fixture.teamId)).toBe(0);
  });

  it('identity: answers UNAVAILABLE IDENTITY_UNAVAILABLE to an assignee change, and keeps the assignee', async () => {
    const fixture = h.team({ members: 1 });
    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Unassigned' },
      asOwner(fixture),
    );
    const restore = h.identity.fail('GetUsers');

    const error = await failureOf(
      h.client.UpdateAssignee(
        { task_id: task.id, assignee: fixture.members[0].id },
        asOwner(fixture),
      ),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'IDENTITY_UNAVAILABLE' });
    expect(
      (await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).assignee,
    ).toBeUndefined();
    expect(await h.recorded('task.assignee_changed', task.id)).toEqual([]);
  });

  it('clients: answers UNAVAILABLE CLIENTS_UNAVAILABLE to an assignee change (the project name goes into the mail), and keeps the assignee', async () => {
    const fixture = h.team({ members: 1 });
    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Unassigned' },
      asOwner(fixture),
    );
    const restore = h.clients.fail('GetProjectForTeam');

    const error = await failureOf(
      h.client.UpdateAssignee(
        { task_id: task.id, assignee: fixture.members[0].id },
        asOwner(fixture),
      ),
    ).finally(restore);

    expect(error).toMatchObject({ kind: 'unavailable', reason: 'CLIENTS_UNAVAILABLE' });
    expect(
      (await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).assignee,
    ).toBeUndefined();
  });
});

describe('a task and its events are written together', () => {
  it('a created task has its task.created recorded in the outbox, and the event reaches the bus', async () => {
    const fixture = h.team();

    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Together' },
      asOwner(fixture),
    );

    expect(await h.db.collection<{ _id: number }>('tasks').countDocuments({ _id: task.id })).toBe(
      1,
    );
    const [recorded] = await h.recorded('task.created', task.id);
    const published = await h.events.waitFor('task.created', (data) => data.task_id === task.id);
    expect(published.id).toBe(recorded.id);
  });

  it('when the project lookup fails, no task is written and no event is emitted', async () => {
    const fixture = h.team();
    const other = h.team();

    await failureOf(
      h.client.CreateTask({ project_id: other.project.id, name: 'Astray' }, asOwner(fixture)),
    );
    await h.eventsSettled();

    expect(await h.db.collection('tasks').countDocuments({ team_id: fixture.teamId })).toBe(0);
    expect(await outboxOfTeam(fixture.teamId)).toBe(0);
    expect(h.events.events.filter((event) => event.data.team_id === fixture.teamId)).toEqual([]);
  });

  it('a deleted task has its task.deleted recorded with the deletion', async () => {
    const fixture = h.team();
    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'Gone' },
      asOwner(fixture),
    );

    await h.client.DeleteTask({ task_id: task.id }, asOwner(fixture));

    expect(await h.db.collection('tasks').countDocuments({ team_id: fixture.teamId })).toBe(0);
    expect(await h.recorded('task.deleted', task.id)).toHaveLength(1);
  });
});
