// authorizeInTeam: the caller, a member of the team with one of the allowed roles, or
// a refusal with the spec's "permission denied".
import { authorizeInTeam, OWNER_OR_MANAGER, type TeamRole, type TeamRoles } from '../src';

const roles = (byUser: Record<number, TeamRole>, team = 4): TeamRoles & { asked: number[][] } => {
  const asked: number[][] = [];
  return {
    asked,
    async roleOf(teamId, userId) {
      asked.push([teamId, userId]);
      return teamId === team ? (byUser[userId] ?? null) : null;
    },
  };
};

describe('authorizeInTeam', () => {
  it("answers the caller, the current team and the caller's role", async () => {
    const teams = roles({ 7: 'member' });
    expect(await authorizeInTeam(teams, { userId: 7, teamId: 4 })).toEqual({
      caller: { userId: 7, teamId: 4 },
      teamId: 4,
      role: 'member',
    });
    expect(teams.asked).toEqual([[4, 7]]);
  });

  it('asks about the team given instead of the current one', async () => {
    const teams = roles({ 7: 'owner' }, 5);
    const access = await authorizeInTeam(teams, { userId: 7, teamId: 4 }, OWNER_OR_MANAGER, 5);
    expect(access).toMatchObject({ teamId: 5, role: 'owner' });
  });

  it.each([
    ['a role that may not', roles({ 7: 'member' }), { userId: 7, teamId: 4 }],
    ['a user who is not a member', roles({}), { userId: 7, teamId: 4 }],
    ['a caller without a current team', roles({ 7: 'owner' }), { userId: 7 }],
  ])('refuses %s with PERMISSION_DENIED "permission denied"', async (_case, teams, caller) => {
    await expect(authorizeInTeam(teams, caller, OWNER_OR_MANAGER)).rejects.toMatchObject({
      kind: 'permission_denied',
      reason: 'PERMISSION_DENIED',
      message: 'permission denied',
    });
  });

  it('refuses a call without a caller as UNAUTHENTICATED', async () => {
    await expect(authorizeInTeam(roles({}), undefined)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });
});
