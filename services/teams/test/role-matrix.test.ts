// The role matrix: owner, manager, member and outsider × every action of a team.
// Each case runs in a team of its own, so an allowed change never affects another.
import { as, failureOf, type TeamFixture, teamsForFile, type User } from './teams-harness';
import { unregisteredEmail } from './invitation-records';

const h = teamsForFile();

type Actor = 'owner' | 'manager' | 'member' | 'outsider';

interface World {
  fixture: TeamFixture;
  teamId: number;
  /** A plain member the actions act on (role change, removal, group lists). */
  subject: User;
  invitationId: number;
  groupId: number;
}

async function world(): Promise<World> {
  const fixture = await h.team({ managers: 1, members: 2 });
  const subject = fixture.members[1];
  const invitation = await h.client.SendInvitation(
    { team_id: fixture.teamId, email: unregisteredEmail(), role: 'member' },
    as(fixture.owner),
  );
  const group = await h.client.CreateGroup(
    { team_id: fixture.teamId, name: 'Matrix', member_ids: [subject.id] },
    as(fixture.owner),
  );
  return {
    fixture,
    teamId: fixture.teamId,
    subject,
    invitationId: Number(invitation.invitation_id),
    groupId: group.id,
  };
}

/** Someone else's owner, whose current team is their own. */
let outsider: User | undefined;

async function actorOf(w: World, actor: Actor): Promise<User> {
  if (actor === 'owner') return w.fixture.owner;
  if (actor === 'manager') return w.fixture.managers[0];
  if (actor === 'member') return w.fixture.members[0];
  outsider ??= (await h.team()).owner;
  return outsider;
}

/**
 * A refused or read-only call changes nothing, so those cases share one team; an
 * allowed change gets a team of its own. (Were a refusal wrongly to change the shared
 * team, its own case would fail first.)
 */
let shared: Promise<World> | undefined;
const READ_ONLY = new Set([
  'listInvitations',
  'listMembers',
  'listGroups',
  'getGroup',
  'getTeamSettings',
]);
const worldFor = (action: string, allowed: boolean): Promise<World> =>
  allowed && !READ_ONLY.has(action) ? world() : (shared ??= world());

type CallOptions = ReturnType<typeof as> | Record<string, never>;
type Action = (w: World, options: CallOptions) => Promise<unknown>;

const ACTIONS: Record<string, Action> = {
  sendInvitation: (w, options) =>
    h.client.SendInvitation(
      { team_id: w.teamId, email: unregisteredEmail(), role: 'member' },
      options,
    ),
  revokeInvitation: (w, options) =>
    h.client.RevokeInvitation({ team_id: w.teamId, invitation_id: w.invitationId }, options),
  resendInvitation: (w, options) =>
    h.client.ResendInvitation({ team_id: w.teamId, invitation_id: w.invitationId }, options),
  listInvitations: (w, options) => h.client.ListInvitations({ team_id: w.teamId }, options),
  listMembers: (w, options) => h.client.ListMembers({ team_id: w.teamId }, options),
  changeMemberRole: (w, options) =>
    h.client.ChangeMemberRole(
      { team_id: w.teamId, user_id: w.subject.id, role: 'manager' },
      options,
    ),
  removeMember: (w, options) =>
    h.client.RemoveMember({ team_id: w.teamId, user_id: w.subject.id }, options),
  createGroup: (w, options) =>
    h.client.CreateGroup({ team_id: w.teamId, name: 'Created in the matrix' }, options),
  updateGroup: (w, options) =>
    h.client.UpdateGroup({ team_id: w.teamId, group_id: w.groupId, name: 'Renamed' }, options),
  deleteGroup: (w, options) =>
    h.client.DeleteGroup({ team_id: w.teamId, group_id: w.groupId }, options),
  listGroups: (w, options) => h.client.ListGroups({ team_id: w.teamId }, options),
  getGroup: (w, options) => h.client.GetGroup({ team_id: w.teamId, group_id: w.groupId }, options),
  getTeamSettings: (w, options) => h.client.GetTeamSettings({ team_id: w.teamId }, options),
  updateTeamSettings: (w, options) =>
    h.client.UpdateTeamSettings({ team_id: w.teamId, default_net_term: 45 }, options),
};

// Written out here (not read from src/permissions.ts), so the test states the rule.
const MATRIX: Array<
  [action: string, owner: boolean, manager: boolean, member: boolean, outsider: boolean]
> = [
  ['sendInvitation', true, true, false, false],
  ['revokeInvitation', true, true, false, false],
  ['resendInvitation', true, true, false, false],
  ['listInvitations', true, true, false, false],
  ['listMembers', true, true, false, false],
  ['changeMemberRole', true, true, false, false],
  ['removeMember', true, true, false, false],
  ['createGroup', true, true, false, false],
  ['updateGroup', true, true, false, false],
  ['deleteGroup', true, true, false, false],
  ['listGroups', true, true, true, false],
  ['getGroup', true, true, true, false],
  ['getTeamSettings', true, true, true, false],
  ['updateTeamSettings', true, true, false, false],
];

const ACTORS: Actor[] = ['owner', 'manager', 'member', 'outsider'];

const CASES = MATRIX.flatMap(([action, ...allowed]) =>
  ACTORS.map((actor, index) => [action, actor, allowed[index]] as const),
);

describe('role matrix', () => {
  it('covers every action of the matrix', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(MATRIX.map(([action]) => action).sort());
  });

  it.each(CASES)('%s by the %s: allowed = %s', async (action, actor, allowed) => {
    const w = await worldFor(action, allowed);
    const caller = await actorOf(w, actor);

    const call = ACTIONS[action](w, as(caller));

    if (allowed) await expect(call).resolves.toBeDefined();
    else
      expect(await failureOf(call)).toMatchObject({
        kind: 'permission_denied',
        reason: 'PERMISSION_DENIED',
        message: 'permission denied',
      });
  });
});

describe('without a caller', () => {
  it.each(Object.keys(ACTIONS))('%s answers UNAUTHENTICATED', async (action) => {
    const w = await worldFor(action, false);

    const error = await failureOf(ACTIONS[action](w, {}));

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });
});
