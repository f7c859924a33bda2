// What scheduling gives an export (Portability, docs/exports.md): a team's schedule
// entries (none of another team's), and a person's own entries across their teams
// (none of another member's).
import { exportPage, type ExportKind } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { schedulingExportKinds } from '../src/export-kinds';
import { schedulingRepository } from '../src/models';
import { asOwner, oneTime, schedulingForFile } from './scheduling-harness';

const h = schedulingForFile();

const records = async (kinds: ExportKind[], kind: string, team_id: number, user_id = 0) =>
  jsonLines((await exportPage(kinds, { kind, team_id, user_id, after: '', limit: 0 })).jsonl);

describe("scheduling's export kinds", () => {
  it("a team's schedules are that team's; a person's are theirs only", async () => {
    const fixture = h.team({ members: 2 });
    const other = h.team({ members: 1 });
    const [ada, bob] = fixture.members;
    await h.client.AddSchedule(oneTime({ members: [ada.id, bob.id] }), asOwner(fixture));
    await h.client.AddSchedule(oneTime({ members: [other.members[0].id] }), asOwner(other));
    const kinds = schedulingExportKinds(schedulingRepository(h.db));

    const team = await records(kinds, 'schedules', fixture.teamId);
    expect(team.map((entry) => entry.user_id).sort()).toEqual([ada.id, bob.id].sort());
    expect(team.every((entry) => entry.team_id === fixture.teamId)).toBe(true);

    const own = await records(kinds, 'schedules', 0, ada.id);
    expect(own).toEqual([expect.objectContaining({ user_id: ada.id, minimum_hours: 8 })]);
  });
});
