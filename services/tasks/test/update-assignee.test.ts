// UpdateAssignee (spec: updateAssignee): any member sets or clears a task's assignee, a
// member of the team. A change answers the task id, name, project, new assignee and
// update time, and records task.assignee_changed with what the assignment mail needs;
// setting the assignee the task already has changes nothing. Concurrent changes form
// one chain of events that ends at the stored assignee.
import { as, asMember, asOwner, failureOf, tasksForFile, type TeamFixture } from './tasks-harness';

const h = tasksForFile();

type AssigneeChanged = {
  task_id: number;
  assignee_user_id: number | null;
  previous_assignee_user_id: number | null;
};

const newTask = (fixture: TeamFixture, assignee?: number) =>
  h.client.CreateTask(
    { project_id: fixture.project.id, name: 'Fix the login', assignee },
    asOwner(fixture),
  );

/** Lets the clock move, so that a write would show in updated_at. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('UpdateAssignee: a change', () => {
  it('answers the task id, name, project, new assignee and a later updated_at, and stores the assignee', async () => {
    const fixture = h.team({ members: 2 });
    const [caller, assignee] = fixture.members;
    const task = await newTask(fixture);
    await tick();

    const change = await h.client.UpdateAssignee(
      { task_id: task.id, assignee: assignee.id },
      as(caller, fixture.teamId),
    );

    expect(change).toEqual({
      task_id: task.id,
      task_name: 'Fix the login',
      project_id: fixture.project.id,
      assignee: assignee.id,
      updated_at: expect.any(String),
    });
    expect(Date.parse(change.updated_at)).toBeGreaterThan(Date.parse(task.updated_at));
    const stored = await h.client.GetTask({ task_id: task.id }, asOwner(fixture));
    expect(stored).toMatchObject({ assignee: assignee.id, updated_at: change.updated_at });
  });

  it('emits task.assignee_changed with the trimmed comment, the assignee’s address and name, the project name and the previous assignee', async () => {
    const fixture = h.team({ managers: 1, members: 2 });
    const [first, second] = fixture.members;
    const manager = fixture.managers[0];
    const task = await newTask(fixture, first.id);

    await h.client.UpdateAssignee(
      { task_id: task.id, assignee: second.id, comment: '  Please take this one  ' },
      as(manager, fixture.teamId),
    );

    const event = await h.events.waitFor<AssigneeChanged>(
      'task.assignee_changed',
      (data) => data.task_id === task.id && data.assignee_user_id === second.id,
    );
    expect(event.source).toBe('tasks');
    expect(event.data).toEqual({
      task_id: task.id,
      task_name: 'Fix the login',
      project_id: fixture.project.id,
      project_name: fixture.project.name,
      team_id: fixture.teamId,
      assignee_user_id: second.id,
      assignee_email: second.email,
      assignee_name: second.name,
      previous_assignee_user_id: first.id,
      comment: 'Please take this one',
      changed_by: manager.id,
      changed_by_name: manager.name,
    });
  });

  it('unassigns: the answer has no assignee, and task.assignee_changed has assignee null and no address', async () => {
    const fixture = h.team({ members: 1 });
    const assignee = fixture.members[0];
    const task = await newTask(fixture, assignee.id);

    const change = await h.client.UpdateAssignee(
      { task_id: task.id, unassign: true },
      asOwner(fixture),
    );

    expect(change.assignee).toBeUndefined();
    expect(
      (await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).assignee,
    ).toBeUndefined();
    const event = await h.events.waitFor<AssigneeChanged>(
      'task.assignee_changed',
      (data) => data.task_id === task.id && data.assignee_user_id === null,
    );
    expect(event.data).toMatchObject({
      assignee_user_id: null,
      assignee_email: '',
      assignee_name: '',
      previous_assignee_user_id: assignee.id,
      comment: '',
      changed_by: fixture.owner.id,
      changed_by_name: fixture.owner.name,
    });
  });
});

describe('UpdateAssignee: no change', () => {
  it('writes nothing and emits nothing for the assignee the task already has: same updated_at', async () => {
    const fixture = h.team({ members: 1 });
    const assignee = fixture.members[0];
    const task = await newTask(fixture, assignee.id);
    await tick();

    const change = await h.client.UpdateAssignee(
      { task_id: task.id, assignee: assignee.id, comment: 'again' },
      asMember(fixture),
    );

    expect(change).toEqual({
      task_id: task.id,
      task_name: task.name,
      project_id: task.project_id,
      assignee: assignee.id,
      updated_at: task.updated_at,
    });
    await h.eventsSettled();
    // The one event is the creation's; nothing for the repeated assignment.
    expect(await h.recorded('task.assignee_changed', task.id)).toHaveLength(1);
    expect(
      h.events.all<AssigneeChanged>('task.assignee_changed', (data) => data.task_id === task.id),
    ).toHaveLength(1);
  });

  it('writes nothing and emits nothing when unassigning an unassigned task', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);
    await tick();

    const change = await h.client.UpdateAssignee(
      { task_id: task.id, unassign: true },
      asOwner(fixture),
    );

    expect(change.updated_at).toBe(task.updated_at);
    expect(change.assignee).toBeUndefined();
    expect(await h.recorded('task.assignee_changed', task.id)).toEqual([]);
  });
});

describe('UpdateAssignee: refusals', () => {
  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -3],
  ])(
    'answers INVALID_PARAMETERS "Invalid request parameters" when the assignee is %s and unassign is not set',
    async (_case, assignee) => {
      const fixture = h.team();
      const task = await newTask(fixture);

      const error = await failureOf(
        h.client.UpdateAssignee({ task_id: task.id, assignee }, asOwner(fixture)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_PARAMETERS',
        message: 'Invalid request parameters',
      });
      expect(error.fields).toHaveProperty('assignee');
    },
  );

  it.each([
    ['missing', undefined],
    ['zero', 0],
  ])(
    'answers INVALID_PARAMETERS "Invalid request parameters" when the task id is %s',
    async (_case, taskId) => {
      const fixture = h.team({ members: 1 });

      const error = await failureOf(
        h.client.UpdateAssignee(
          { task_id: taskId, assignee: fixture.members[0].id },
          asOwner(fixture),
        ),
      );

      expect(error).toMatchObject({
        reason: 'INVALID_PARAMETERS',
        message: 'Invalid request parameters',
      });
      expect(error.fields).toHaveProperty('task_id');
    },
  );

  it('takes a comment of exactly 5000 characters', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture);

    const change = await h.client.UpdateAssignee(
      { task_id: task.id, assignee: fixture.members[0].id, comment: 'c'.repeat(5000) },
      asOwner(fixture),
    );

    expect(change.assignee).toBe(fixture.members[0].id);
  });

  it('answers INVALID_PARAMETERS for a comment longer than 5000 characters, and keeps the assignee', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture);

    const error = await failureOf(
      h.client.UpdateAssignee(
        { task_id: task.id, assignee: fixture.members[0].id, comment: 'c'.repeat(5001) },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      fields: { comment: expect.any(Array) },
    });
    expect(
      (await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).assignee,
    ).toBeUndefined();
  });

  it('answers NOT_FOUND TASK_NOT_FOUND "Task not found" for an unknown task', async () => {
    const fixture = h.team({ members: 1 });

    const error = await failureOf(
      h.client.UpdateAssignee(
        { task_id: 987_654, assignee: fixture.members[0].id },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'TASK_NOT_FOUND',
      message: 'Task not found',
    });
  });

  it('answers TASK_NOT_FOUND for another team’s task even with an assignee of that team, and keeps its assignee', async () => {
    const fixture = h.team({ members: 1 });
    const other = h.team({ members: 1 });
    const foreign = await newTask(other);

    const withTheirMember = await failureOf(
      h.client.UpdateAssignee(
        { task_id: foreign.id, assignee: other.members[0].id },
        asOwner(fixture),
      ),
    );
    const withOurMember = await failureOf(
      h.client.UpdateAssignee(
        { task_id: foreign.id, assignee: fixture.members[0].id },
        asOwner(fixture),
      ),
    );

    expect(withTheirMember.reason).toBe('TASK_NOT_FOUND');
    expect(withOurMember.reason).toBe('TASK_NOT_FOUND');
    expect(
      (await h.client.GetTask({ task_id: foreign.id }, asOwner(other))).assignee,
    ).toBeUndefined();
  });

  it('answers ASSIGNEE_NOT_MEMBER "The assignee must be a member of the team." for an assignee outside the team, and records nothing', async () => {
    const fixture = h.team();
    const task = await newTask(fixture);
    const outsider = h.outsider();

    const error = await failureOf(
      h.client.UpdateAssignee({ task_id: task.id, assignee: outsider.id }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'ASSIGNEE_NOT_MEMBER',
      message: 'The assignee must be a member of the team.',
    });
    expect(
      (await h.client.GetTask({ task_id: task.id }, asOwner(fixture))).assignee,
    ).toBeUndefined();
    expect(await h.recorded('task.assignee_changed', task.id)).toEqual([]);
  });

  it('answers PERMISSION_DENIED to a caller who is not a member of the team', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture);

    const error = await failureOf(
      h.client.UpdateAssignee(
        { task_id: task.id, assignee: fixture.members[0].id },
        as(h.outsider(), fixture.teamId),
      ),
    );

    expect(error.reason).toBe('PERMISSION_DENIED');
  });
});

describe('UpdateAssignee: concurrent changes', () => {
  it('of 6 concurrent changes to different assignees, each is one link of a single chain of events that ends at the stored assignee', async () => {
    const fixture = h.team({ members: 7 });
    const [first, ...others] = fixture.members;
    const task = await newTask(fixture, first.id);

    const changes = await Promise.all(
      others.map((member) =>
        h.client.UpdateAssignee(
          { task_id: task.id, assignee: member.id },
          as(member, fixture.teamId),
        ),
      ),
    );

    changes.forEach((change, i) => expect(change.assignee).toBe(others[i].id));
    const events = await h.recorded<AssigneeChanged>('task.assignee_changed', task.id);
    // The creation's event and one per change: no change was lost or counted twice.
    expect(events).toHaveLength(1 + others.length);
    const byPrevious = new Map(
      events.map((event) => [event.data.previous_assignee_user_id, event]),
    );
    // Two events with one previous assignee would mean two changes both "won" over it.
    expect(byPrevious.size).toBe(events.length);
    const chain: (number | null)[] = [];
    for (let at: number | null = null; byPrevious.has(at);) {
      at = byPrevious.get(at)!.data.assignee_user_id;
      chain.push(at);
    }
    expect(chain).toHaveLength(events.length);
    expect(new Set(chain)).toEqual(new Set([first.id, ...others.map((member) => member.id)]));
    const stored = await h.client.GetTask({ task_id: task.id }, asOwner(fixture));
    expect(stored.assignee).toBe(chain[chain.length - 1]);
  });
});
