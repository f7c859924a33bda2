// What tasks gives a team's export (Portability, docs/exports.md): the team's tasks as
// the API shows them, by id, page after page; none of another team's.
import { exportPage } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { tasksExportKinds } from '../src/export-kinds';
import { tasksRepository } from '../src/models';
import { asOwner, tasksForFile } from './tasks-harness';

const h = tasksForFile();

describe("tasks' export kinds", () => {
  it("pages the team's tasks by id, none of another team's", async () => {
    const fixture = h.team();
    const other = h.team();
    const made = [];
    for (const name of ['One', 'Two', 'Three'])
      made.push(
        await h.client.CreateTask({ project_id: fixture.project.id, name }, asOwner(fixture)),
      );
    await h.client.CreateTask({ project_id: other.project.id, name: 'Other' }, asOwner(other));
    const kinds = tasksExportKinds(tasksRepository(h.db));

    const scope = { kind: 'tasks', team_id: fixture.teamId, user_id: 0, limit: 2 };
    const first = await exportPage(kinds, { ...scope, after: '' });
    const second = await exportPage(kinds, { ...scope, after: first.next_after });

    expect(second.next_after).toBe('');
    const tasks = [...jsonLines(first.jsonl), ...jsonLines(second.jsonl)];
    expect(tasks.map((task) => task.id)).toEqual(made.map((task) => task.id));
    expect(tasks[0]).toMatchObject({ name: 'One', team_id: fixture.teamId });
  });
});
