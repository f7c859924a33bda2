// CreateTask: the Task record and its defaults, the id sequence, the field rules, the
// project and the assignee of the caller's team, who may create, and the events
// recorded with the task (task.created; task.assignee_changed when assigned).
import {
  as,
  asMember,
  asOwner,
  failureOf,
  ISO_TIMESTAMP,
  tasksForFile,
  type TeamFixture,
} from './tasks-harness';

const h = tasksForFile();

const countTasks = (filter: Record<string, unknown>) =>
  h.db.collection('tasks').countDocuments(filter);

const create = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateTask(
    { project_id: fixture.project.id, name: 'Write docs', ...fields },
    asOwner(fixture),
  );

describe('CreateTask: the record', () => {
  it('answers the Task record with the given fields, open, created by the caller in their team', async () => {
    const fixture = h.team({ members: 2 });
    const [author, assignee] = fixture.members;

    const task = await h.client.CreateTask(
      {
        project_id: fixture.project.id,
        name: '  Write the release notes  ',
        description: 'For version 2',
        assignee: assignee.id,
        due_date: '2024-06-30T17:00:00+02:00',
      },
      as(author, fixture.teamId),
    );

    expect(task).toEqual({
      id: expect.any(Number),
      name: 'Write the release notes',
      description: 'For version 2',
      project_id: fixture.project.id,
      team_id: fixture.teamId,
      assignee: assignee.id,
      due_date: '2024-06-30T15:00:00.000Z',
      status: 'open',
      created_by: author.id,
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
  });

  it("defaults: no description (''), no assignee, no due date", async () => {
    const fixture = h.team();

    const task = await create(fixture, { name: 'Plain' });

    expect(task.description).toBe('');
    expect(task.assignee).toBeUndefined();
    expect(task.due_date).toBeUndefined();
    expect(task.status).toBe('open');
  });

  it('stores the task under its integer id with its team, project and dates', async () => {
    const fixture = h.team();

    const task = await create(fixture, { due_date: '2024-05-01' });

    const stored = await h.db.collection<{ _id: number }>('tasks').findOne({ _id: task.id });
    expect(stored).toMatchObject({
      _id: task.id,
      team_id: fixture.teamId,
      project_id: fixture.project.id,
      name: 'Write docs',
      description: '',
      assignee: null,
      due_date: new Date('2024-05-01T00:00:00.000Z'),
      status: 'open',
      created_by: fixture.owner.id,
    });
  });

  it('takes ids from the tasks sequence: each new task has the next integer', async () => {
    const fixture = h.team();

    const first = await create(fixture);
    const second = await create(fixture);

    expect(Number.isInteger(first.id)).toBe(true);
    expect(second.id).toBe(first.id + 1);
  });

  it('reads a date alone as its midnight UTC and a date-time without offset as UTC', async () => {
    const fixture = h.team();

    const dateOnly = await create(fixture, { due_date: '2024-02-29' });
    const noOffset = await create(fixture, { due_date: '2024-02-29T08:15' });

    expect(dateOnly.due_date).toBe('2024-02-29T00:00:00.000Z');
    expect(noOffset.due_date).toBe('2024-02-29T08:15:00.000Z');
  });
});

describe('CreateTask: field rules', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])(
    'answers TASK_NAME_REQUIRED "The name field is required." when the name is %s, and stores nothing',
    async (_case, name) => {
      const fixture = h.team();

      const error = await failureOf(
        h.client.CreateTask({ project_id: fixture.project.id, name }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'TASK_NAME_REQUIRED',
        message: 'The name field is required.',
        fields: { name: ['The name field is required.'] },
      });
      expect(await countTasks({ team_id: fixture.teamId })).toBe(0);
    },
  );

  it('answers INVALID_PARAMETERS naming the name when it is longer than 255 characters', async () => {
    const fixture = h.team();

    const error = await failureOf(create(fixture, { name: 'x'.repeat(256) }));

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'INVALID_PARAMETERS',
      message: 'The name may not be greater than 255 characters.',
      fields: { name: ['The name may not be greater than 255 characters.'] },
    });
  });

  it('accepts a name of exactly 255 characters', async () => {
    const fixture = h.team();

    const task = await create(fixture, { name: 'y'.repeat(255) });

    expect(task.name).toHaveLength(255);
  });

  it('counts characters beyond U+FFFF one each: 255 emoji are taken, 256 refused', async () => {
    const fixture = h.team();

    const task = await create(fixture, { name: '😀'.repeat(255) });
    const error = await failureOf(create(fixture, { name: '😀'.repeat(256) }));

    expect(task.name).toBe('😀'.repeat(255));
    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      fields: { name: ['The name may not be greater than 255 characters.'] },
    });
  });

  it('accepts a description of exactly 5000 characters', async () => {
    const fixture = h.team();

    const task = await create(fixture, { description: 'd'.repeat(5000) });

    expect(task.description).toHaveLength(5000);
  });

  it('answers INVALID_PARAMETERS naming the description when it is longer than 5000 characters', async () => {
    const fixture = h.team();

    const error = await failureOf(create(fixture, { description: 'd'.repeat(5001) }));

    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      fields: { description: ['The description may not be greater than 5000 characters.'] },
    });
  });

  it.each(['tomorrow', '2024-02-30', '2024-13-01', '2024-5-1', '2024-05-01T25:00:00Z'])(
    'answers INVALID_PARAMETERS "The due_date must be a valid ISO 8601 date." for %j, and stores nothing',
    async (dueDate) => {
      const fixture = h.team();

      const error = await failureOf(create(fixture, { due_date: dueDate }));

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_PARAMETERS',
        message: 'The due_date must be a valid ISO 8601 date.',
        fields: { due_date: ['The due_date must be a valid ISO 8601 date.'] },
      });
      expect(await countTasks({ team_id: fixture.teamId })).toBe(0);
    },
  );

  it.each([
    ['missing', undefined, 'The project_id field is required.'],
    ['zero', 0, 'The project_id must be a positive integer.'],
    ['negative', -4, 'The project_id must be a positive integer.'],
  ])(
    'answers INVALID_PARAMETERS naming the project_id when it is %s',
    async (_case, id, message) => {
      const fixture = h.team();

      const error = await failureOf(
        h.client.CreateTask({ project_id: id, name: 'Task' }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        reason: 'INVALID_PARAMETERS',
        message,
        fields: { project_id: [message] },
      });
    },
  );
});

describe('CreateTask: the team', () => {
  it('answers NOT_FOUND PROJECT_NOT_FOUND "Project not found" for a project of another team, and stores nothing', async () => {
    const fixture = h.team();
    const other = h.team();

    const error = await failureOf(create(fixture, { project_id: other.project.id }));

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'PROJECT_NOT_FOUND',
      message: 'Project not found',
    });
    expect(await countTasks({ project_id: other.project.id })).toBe(0);
  });

  it('answers ASSIGNEE_NOT_MEMBER "The assignee must be a member of the team." for an assignee outside the team, and stores nothing', async () => {
    const fixture = h.team();
    const otherTeamMember = h.team({ members: 1 }).members[0];

    const error = await failureOf(create(fixture, { assignee: otherTeamMember.id }));

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'ASSIGNEE_NOT_MEMBER',
      message: 'The assignee must be a member of the team.',
      fields: { assignee: ['The assignee must be a member of the team.'] },
    });
    expect(await countTasks({ team_id: fixture.teamId })).toBe(0);
  });

  it('lets a member (not only owners and managers) create a task', async () => {
    const fixture = h.team({ members: 1 });

    const task = await h.client.CreateTask(
      { project_id: fixture.project.id, name: 'By a member' },
      asMember(fixture),
    );

    expect(task.created_by).toBe(fixture.members[0].id);
  });

  it('answers PERMISSION_DENIED "permission denied" to a caller who is not a member of their current team', async () => {
    const fixture = h.team();
    const outsider = h.outsider();

    const error = await failureOf(
      h.client.CreateTask(
        { project_id: fixture.project.id, name: 'Intrusion' },
        as(outsider, fixture.teamId),
      ),
    );

    expect(error).toMatchObject({
      kind: 'permission_denied',
      reason: 'PERMISSION_DENIED',
      message: 'permission denied',
    });
    expect(await countTasks({ team_id: fixture.teamId })).toBe(0);
  });

  it('answers PERMISSION_DENIED to a caller without a current team', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.CreateTask({ project_id: fixture.project.id, name: 'Nowhere' }, as(fixture.owner)),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.CreateTask({ project_id: fixture.project.id, name: 'Anonymous' }),
    );

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });
});

describe('CreateTask: events', () => {
  it('emits task.created with the task, project, team, creator, name and assignee', async () => {
    const fixture = h.team({ members: 1 });
    const assignee = fixture.members[0];

    const task = await create(fixture, { name: 'Evented', assignee: assignee.id });

    const event = await h.events.waitFor<{ task_id: number }>(
      'task.created',
      (data) => data.task_id === task.id,
    );
    expect(event.source).toBe('tasks');
    expect(event.data).toEqual({
      task_id: task.id,
      project_id: fixture.project.id,
      team_id: fixture.teamId,
      user_id: fixture.owner.id,
      name: 'Evented',
      assignee: assignee.id,
    });
  });

  it('emits task.created with assignee null for an unassigned task', async () => {
    const fixture = h.team();

    const task = await create(fixture);

    const event = await h.events.waitFor<{ task_id: number; assignee: number | null }>(
      'task.created',
      (data) => data.task_id === task.id,
    );
    expect(event.data.assignee).toBeNull();
  });

  it('tells the assignee of a new task: task.assignee_changed with their address and name, the project name and no previous assignee', async () => {
    const fixture = h.team({ members: 1 });
    const assignee = fixture.members[0];

    const task = await create(fixture, { name: 'Assigned at birth', assignee: assignee.id });

    const event = await h.events.waitFor<{ task_id: number }>(
      'task.assignee_changed',
      (data) => data.task_id === task.id,
    );
    expect(event.data).toEqual({
      task_id: task.id,
      task_name: 'Assigned at birth',
      project_id: fixture.project.id,
      project_name: fixture.project.name,
      team_id: fixture.teamId,
      assignee_user_id: assignee.id,
      assignee_email: assignee.email,
      assignee_name: assignee.name,
      previous_assignee_user_id: null,
      comment: '',
      changed_by: fixture.owner.id,
      changed_by_name: fixture.owner.name,
    });
  });

  it('records no task.assignee_changed for a task created without an assignee', async () => {
    const fixture = h.team();

    const task = await create(fixture);

    expect(await h.recorded('task.created', task.id)).toHaveLength(1);
    expect(await h.recorded('task.assignee_changed', task.id)).toHaveLength(0);
  });
});
