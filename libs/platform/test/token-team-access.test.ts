// authorizeInTeam with a personal access token's caller: the token acts only in the team
// it was made in (the caller's teamId), refused elsewhere before teams is asked.
import { authorizeInTeam, OWNER_OR_MANAGER, type TeamRoles } from '../src';

const everyoneOwns = (): TeamRoles & { asked: number } => {
  const teams = {
    asked: 0,
    async roleOf() {
      teams.asked++;
      return 'owner' as const;
    },
  };
  return teams;
};

const tokenCaller = { userId: 7, teamId: 4, tokenId: 'aaaaaaaaaaaaaaaaaaaaaaaa' };

describe('authorizeInTeam for a personal access token', () => {
  it('refuses another team than the token’s, without asking teams', async () => {
    const teams = everyoneOwns();
    await expect(authorizeInTeam(teams, tokenCaller, OWNER_OR_MANAGER, 5)).rejects.toMatchObject({
      kind: 'permission_denied',
      reason: 'TOKEN_TEAM_MISMATCH',
      message: 'This token acts only in the team it was made in',
    });
    expect(teams.asked).toBe(0);
  });

  it('acts in the token’s team', async () => {
    await expect(authorizeInTeam(everyoneOwns(), tokenCaller)).resolves.toMatchObject({
      teamId: 4,
      role: 'owner',
    });
  });

  it('lets a login session name another of its teams', async () => {
    const { tokenId: _none, ...session } = tokenCaller;
    await expect(
      authorizeInTeam(everyoneOwns(), session, OWNER_OR_MANAGER, 5),
    ).resolves.toMatchObject({ teamId: 5 });
  });
});
