// Audit (issue 33, docs/audit.md): every write rpc of the tasks service that a gateway
// route calls records exactly one change.recorded in its transaction, with the action
// declared in TASKS_AUDIT_ACTIONS, the task, the team and the changed fields; a write
// that fails, or changes nothing, records none. The cases are checked against the
// gateway's route table: a new write route without a case fails here.
import {
  changedFieldNames,
  changesRecordedBy,
  gatewayWriteRpcs,
  SECRET_FIELD_NAME,
} from '@workmesh/testing';
import { TASKS_AUDIT_ACTIONS } from '../src/events';
import { asMember, asOwner, failureOf, tasksForFile, type TeamFixture } from './tasks-harness';

const h = tasksForFile();

const newTask = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateTask(
    { project_id: fixture.project.id, name: 'Audited', ...fields },
    asOwner(fixture),
  );

interface Case {
  action: string;
  /** Makes what the write needs; answers the task's id (a create: the write answers it) and the write. */
  arrange(fixture: TeamFixture): Promise<{ id?: number; write: () => Promise<unknown> }>;
  /** Fields the change must name, with their `before` / `after`. */
  changes: Record<string, { before?: unknown; after?: unknown }>;
  /** The user the change is about (the assignee), 0 when none. */
  subject(fixture: TeamFixture): number;
}

const CASES: Record<string, Case> = {
  CreateTask: {
    action: TASKS_AUDIT_ACTIONS.CreateTask,
    async arrange(fixture) {
      return { write: () => newTask(fixture, { name: 'New', assignee: fixture.members[0].id }) };
    },
    changes: { name: { after: 'New' }, status: { after: 'open' } },
    subject: (fixture) => fixture.members[0].id,
  },
  UpdateTask: {
    action: TASKS_AUDIT_ACTIONS.UpdateTask,
    async arrange(fixture) {
      const task = await newTask(fixture, { name: 'Before' });
      return {
        id: task.id,
        write: () =>
          h.client.UpdateTask(
            { task_id: task.id, name: 'After', status: 'completed' },
            asMember(fixture),
          ),
      };
    },
    changes: {
      name: { before: 'Before', after: 'After' },
      status: { before: 'open', after: 'completed' },
    },
    subject: () => 0,
  },
  UpdateAssignee: {
    action: TASKS_AUDIT_ACTIONS.UpdateAssignee,
    async arrange(fixture) {
      const task = await newTask(fixture);
      return {
        id: task.id,
        write: () =>
          h.client.UpdateAssignee(
            { task_id: task.id, assignee: fixture.members[0].id },
            asMember(fixture),
          ),
      };
    },
    changes: { assignee: { before: null } },
    subject: (fixture) => fixture.members[0].id,
  },
  DeleteTask: {
    action: TASKS_AUDIT_ACTIONS.DeleteTask,
    async arrange(fixture) {
      const task = await newTask(fixture, { name: 'Gone' });
      return {
        id: task.id,
        write: () => h.client.DeleteTask({ task_id: task.id }, asOwner(fixture)),
      };
    },
    changes: { name: { before: 'Gone' }, status: { before: 'open' } },
    subject: () => 0,
  },
};

describe('change.recorded of the tasks write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the tasks service', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('tasks'));
  });

  it.each(gatewayWriteRpcs('tasks'))('%s records exactly one change', async (rpc: string) => {
    const audit = CASES[rpc];
    expect(audit).toBeDefined();
    const fixture = h.team({ members: 1 });
    const { id, write } = await audit.arrange(fixture);

    const { recorded, answer } = await changesRecordedBy(h.db, fixture.teamId, write);

    expect(recorded).toHaveLength(1);
    const [event] = recorded;
    expect(event).toMatchObject({
      source: 'tasks',
      data: {
        team_id: fixture.teamId,
        action: audit.action,
        object_type: 'task',
        object_id: String(id ?? (answer as { id: number }).id),
        subject_user_id: audit.subject(fixture),
      },
    });
    expect(event.actor?.user_id).toEqual(expect.any(Number));
    for (const [field, change] of Object.entries(audit.changes))
      expect(event.data.changes[field]).toMatchObject(change);
    const names = changedFieldNames(event.data.changes);
    expect(names.filter((name) => SECRET_FIELD_NAME.test(name))).toEqual([]);
    expect(names).not.toContain('created_at');
  });

  it('a change of the status alone is task.status_changed, with that one field', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture);

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateTask({ task_id: task.id, status: 'completed' }, asMember(fixture)),
    );

    expect(recorded.map((event) => event.data)).toEqual([
      {
        team_id: fixture.teamId,
        action: 'task.status_changed',
        object_type: 'task',
        object_id: String(task.id),
        changes: { status: { before: 'open', after: 'completed' } },
        subject_user_id: 0,
      },
    ]);
  });
});

describe('what records no change', () => {
  it('a write refused (another team’s task) records nothing', async () => {
    const fixture = h.team({ members: 1 });
    const other = h.team();
    const task = await newTask(other);

    const { recorded } = await changesRecordedBy(h.db, other.teamId, async () => {
      await failureOf(h.client.DeleteTask({ task_id: task.id }, asOwner(fixture)));
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const fixture = h.team({ members: 1 });
    const task = await newTask(fixture, { name: 'Same', assignee: fixture.members[0].id });

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, async () => {
      await h.client.UpdateTask({ task_id: task.id, name: 'Same' }, asMember(fixture));
      await h.client.UpdateAssignee(
        { task_id: task.id, assignee: fixture.members[0].id },
        asMember(fixture),
      );
    });

    expect(recorded).toEqual([]);
  });
});
