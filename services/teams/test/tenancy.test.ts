// Tenancy: a manager of team A can neither read nor change anything of team B, by
// naming team B or by naming B's invitations, groups and members from team A; B's
// things behave as if they did not exist, and stay as they were.
import { as, failureOf, type TeamFixture, teamsForFile, type User } from './teams-harness';
import { unregisteredEmail } from './invitation-records';

const h = teamsForFile();
let teamA: TeamFixture;
let teamB: TeamFixture;
let managerOfA: User;
let memberOfB: User;
let invitationOfB: number;
let groupOfB: number;

beforeAll(async () => {
  teamA = await h.team({ managers: 1, members: 1 });
  teamB = await h.team({ members: 1 });
  managerOfA = teamA.managers[0];
  memberOfB = teamB.members[0];
  invitationOfB = (await h.pendingInvitation(teamB, unregisteredEmail())).id;
  groupOfB = (
    await h.client.CreateGroup(
      { team_id: teamB.teamId, name: 'B only', member_ids: [memberOfB.id] },
      as(teamB.owner),
    )
  ).id;
});

/** The manager of A, whose current team is A. */
const fromA = () => as(managerOfA, teamA.teamId);

describe('naming team B', () => {
  const b = () => teamB.teamId;
  it.each([
    [
      'SendInvitation',
      () =>
        h.client.SendInvitation(
          { team_id: b(), email: unregisteredEmail(), role: 'member' },
          fromA(),
        ),
    ],
    [
      'RevokeInvitation',
      () => h.client.RevokeInvitation({ team_id: b(), invitation_id: invitationOfB }, fromA()),
    ],
    [
      'ResendInvitation',
      () => h.client.ResendInvitation({ team_id: b(), invitation_id: invitationOfB }, fromA()),
    ],
    ['ListInvitations', () => h.client.ListInvitations({ team_id: b() }, fromA())],
    ['ListMembers', () => h.client.ListMembers({ team_id: b() }, fromA())],
    [
      'ChangeMemberRole',
      () =>
        h.client.ChangeMemberRole(
          { team_id: b(), user_id: memberOfB.id, role: 'manager' },
          fromA(),
        ),
    ],
    ['RemoveMember', () => h.client.RemoveMember({ team_id: b(), user_id: memberOfB.id }, fromA())],
    ['CreateGroup', () => h.client.CreateGroup({ team_id: b(), name: 'Intruders' }, fromA())],
    ['ListGroups', () => h.client.ListGroups({ team_id: b() }, fromA())],
    ['GetGroup', () => h.client.GetGroup({ team_id: b(), group_id: groupOfB }, fromA())],
    [
      'UpdateGroup',
      () => h.client.UpdateGroup({ team_id: b(), group_id: groupOfB, name: 'Mine' }, fromA()),
    ],
    ['DeleteGroup', () => h.client.DeleteGroup({ team_id: b(), group_id: groupOfB }, fromA())],
    ['GetTeamSettings', () => h.client.GetTeamSettings({ team_id: b() }, fromA())],
    [
      'UpdateTeamSettings',
      () => h.client.UpdateTeamSettings({ team_id: b(), terms_enabled: true }, fromA()),
    ],
  ])('%s is refused with PERMISSION_DENIED', async (_rpc, call) => {
    expect(await failureOf(call())).toMatchObject({ reason: 'PERMISSION_DENIED' });
  });
});

describe("naming B's things from team A", () => {
  it.each([
    [
      'RevokeInvitation',
      'INVITATION_NOT_FOUND',
      () => h.client.RevokeInvitation({ invitation_id: invitationOfB }, fromA()),
    ],
    [
      'ResendInvitation',
      'INVITATION_NOT_FOUND',
      () => h.client.ResendInvitation({ invitation_id: invitationOfB }, fromA()),
    ],
    ['GetGroup', 'GROUP_NOT_FOUND', () => h.client.GetGroup({ group_id: groupOfB }, fromA())],
    [
      'UpdateGroup',
      'GROUP_NOT_FOUND',
      () => h.client.UpdateGroup({ group_id: groupOfB, name: 'Mine' }, fromA()),
    ],
    ['DeleteGroup', 'GROUP_NOT_FOUND', () => h.client.DeleteGroup({ group_id: groupOfB }, fromA())],
    [
      'ChangeMemberRole',
      'MEMBER_NOT_FOUND',
      () => h.client.ChangeMemberRole({ user_id: memberOfB.id, role: 'manager' }, fromA()),
    ],
    [
      'RemoveMember',
      'MEMBER_NOT_FOUND',
      () => h.client.RemoveMember({ user_id: memberOfB.id }, fromA()),
    ],
  ])('%s answers NOT_FOUND %s', async (_rpc, reason, call) => {
    expect(await failureOf(call())).toMatchObject({ kind: 'not_found', reason });
  });

  it("refuses B's member in a group of A with NOT_TEAM_MEMBERS", async () => {
    const error = await failureOf(
      h.client.CreateGroup({ name: 'Mixed', member_ids: [memberOfB.id] }, fromA()),
    );

    expect(error).toMatchObject({ reason: 'NOT_TEAM_MEMBERS' });
  });

  it("lists none of B's invitations, members or groups in A's lists", async () => {
    const [invitations, members, groups] = await Promise.all([
      h.client.ListInvitations({}, fromA()),
      h.client.ListMembers({}, fromA()),
      h.client.ListGroups({}, fromA()),
    ]);

    expect(invitations.invitations.map((item) => item.team_id)).not.toContain(teamB.teamId);
    expect(members.members.map((item) => item.user_id)).not.toContain(memberOfB.id);
    expect(groups.groups.map((item) => item.id)).not.toContain(groupOfB);
  });

  it("does not resolve B's group as a group of A", async () => {
    const answer = await h.client.ResolveGroups({ team_id: teamA.teamId, group_ids: [groupOfB] });

    expect(answer).toEqual({ groups: [], missing_ids: [groupOfB] });
  });

  it("leaves B's invitation, group, member and settings as they were", async () => {
    const [invitations, group, membership, settings] = await Promise.all([
      h.client.ListInvitations({ team_id: teamB.teamId }, as(teamB.owner)),
      h.client.GetGroup({ team_id: teamB.teamId, group_id: groupOfB }, as(teamB.owner)),
      h.client.GetMembership({ team_id: teamB.teamId, user_id: memberOfB.id }),
      h.client.GetTeamSettings({ team_id: teamB.teamId }, as(teamB.owner)),
    ]);

    expect(invitations.invitations.find((item) => item.id === invitationOfB)?.status).toBe(
      'pending',
    );
    expect(group).toMatchObject({ name: 'B only', member_ids: [memberOfB.id] });
    expect(membership.role).toBe('member');
    expect(settings.terms_enabled).toBe(false);
  });
});
