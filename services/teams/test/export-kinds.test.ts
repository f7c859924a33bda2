// What teams gives an export (Portability, docs/exports.md): a team's members (names and
// emails as identity has them, roles, pay) and groups, none of another team's; a person's
// own memberships across their teams. Invitation tokens never leave.
import { exportPage, type ExportKind } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { teamsExportKinds } from '../src/export-kinds';
import { identityDirectory } from '../src/identity-directory';
import { teamsRepository } from '../src/models';
import { teamsForFile } from './teams-harness';

const h = teamsForFile();

const records = async (kinds: ExportKind[], kind: string, team_id: number, user_id = 0) =>
  jsonLines((await exportPage(kinds, { kind, team_id, user_id, after: '', limit: 0 })).jsonl);

describe("teams' export kinds", () => {
  it("a team's members are that team's, with names and emails; a person's memberships are theirs", async () => {
    const fixture = await h.team({ members: 2 });
    const other = await h.team({ members: 1 });
    const invitation = await h.pendingInvitation(fixture, 'invited@example.com');
    const identity = identityDirectory(h.identity.address, { deadlineMs: 5000 });
    try {
      const kinds = teamsExportKinds(teamsRepository(h.db), identity);

      const members = await records(kinds, 'members', fixture.teamId);
      expect(members.map((member) => member.user_id).sort()).toEqual(
        [fixture.owner.id, ...fixture.members.map((member) => member.id)].sort(),
      );
      expect(members.every((member) => member.team_id === fixture.teamId)).toBe(true);
      expect(members.find((member) => member.user_id === fixture.owner.id)).toMatchObject({
        role: 'owner',
        name: fixture.owner.name,
        email: fixture.owner.email,
      });
      const text = JSON.stringify(members);
      expect(text).not.toContain(invitation.token);
      expect(text).not.toMatch(/password|token/);

      const memberships = await records(kinds, 'memberships', 0, other.owner.id);
      expect(memberships).toEqual([
        expect.objectContaining({ team_id: other.teamId, user_id: other.owner.id, role: 'owner' }),
      ]);
      expect(memberships[0]!.team_name).toEqual(expect.any(String));
    } finally {
      identity.close();
    }
  });
});
