// ListMembersByRole: a team's members with some roles, for a service that has no caller
// of the team — how the notifier finds the owners and managers a budget alert is mailed to.
import { failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('ListMembersByRole', () => {
  it("answers the team's owners and managers, earliest joined first, and not its members", async () => {
    const fixture = await h.team({ managers: 2, members: 1 });
    const otherOwner = h.newUser('owner');
    await h.addToTeam(fixture, otherOwner, 'owner');

    const answer = await h.client.ListMembersByRole({
      team_id: fixture.teamId,
      roles: ['owner', 'manager'],
    });

    expect(answer.members).toEqual([
      { team_id: fixture.teamId, user_id: fixture.owner.id, role: 'owner' },
      { team_id: fixture.teamId, user_id: fixture.managers[0].id, role: 'manager' },
      { team_id: fixture.teamId, user_id: fixture.managers[1].id, role: 'manager' },
      { team_id: fixture.teamId, user_id: otherOwner.id, role: 'owner' },
    ]);
  });

  it('answers no one of another team, nor anyone for a team that does not exist', async () => {
    const fixture = await h.team({ managers: 1 });
    await h.team({ managers: 1 });

    const ours = await h.client.ListMembersByRole({ team_id: fixture.teamId, roles: ['manager'] });
    const none = await h.client.ListMembersByRole({ team_id: 987_654, roles: ['owner'] });

    expect(ours.members.map((member) => member.user_id)).toEqual([fixture.managers[0].id]);
    expect(none.members).toEqual([]);
  });

  it.each([
    ['a team_id that is not a positive id', { team_id: 0, roles: ['owner'] }],
    ['no role', { team_id: 1, roles: [] }],
    ['a role that does not exist', { team_id: 1, roles: ['admin'] }],
    ['the same role twice', { team_id: 1, roles: ['owner', 'owner'] }],
  ])('refuses %s with INVALID_ARGUMENT', async (_case, request) => {
    const error = await failureOf(h.client.ListMembersByRole(request));

    expect(error).toMatchObject({ kind: 'invalid_argument' });
  });
});
