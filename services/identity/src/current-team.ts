// The caller's current team, and the User record's `role`, which is the user's role
// in that team. The gateway's ResolveCaller reads current_team_id on every request,
// so whatever changes it here is followed by every later operation of the user.
//
// It changes by SwitchTeam (POST /api/v3/user/switchTeam), and it follows teams'
// events: a role changed in the current team, or a removal from it. A change of the
// current team records user.current_team_changed with it: the gateways cache callers
// (issue 21) and forget the user's when it arrives.
import {
  Joi,
  updatedChanges,
  permissionDenied,
  Reason,
  requireCaller,
  SpecText,
  TEAM_ROLES,
  unauthenticated,
  type Caller,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import {
  currentTeamChanged,
  IDENTITY_AUDIT_ACTIONS,
  IDENTITY_AUDIT_OMIT,
  userChangeRecorded,
  type MemberRemovedData,
  type MemberRoleChangedData,
} from './events';
import type { UserRecord, UserRole } from './models';
import type { RequestOf } from './models/proto-messages';
import { field, validate } from './request-validation';
import type { OnceForEvent } from './team-events';

/** A user without a current team (the last one left them) has this role until they switch. */
const ROLE_WITHOUT_TEAM: UserRole = 'member';

const switchTeamSchema = Joi.object<{ team_id: number }>({
  team_id: field(Joi.number().integer().positive().required(), 'team_id'),
});

const notAMember = () =>
  permissionDenied(Reason.NOT_A_MEMBER, 'You are not a member of this team.');

export async function switchTeam(
  request: RequestOf<'SwitchTeam'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
): Promise<UserRecord> {
  const { userId } = requireCaller(caller);
  const { team_id } = validate(switchTeamSchema, request);
  const role = await memberRole(team_id, userId, deps);
  const user = await deps.repository.transaction(async () => {
    const before = await deps.repository.users.findById(userId);
    const switched = await deps.repository.users.setCurrentTeam(userId, team_id, role);
    if (!switched || !before)
      throw unauthenticated(Reason.UNAUTHENTICATED, SpecText.UNAUTHENTICATED);
    // The gateways forget the caller they keep (its current team is the one acted in).
    await deps.outbox.record(currentTeamChanged({ user_id: userId, current_team_id: team_id }));
    const changes = updatedChanges({ ...before }, { ...switched }, IDENTITY_AUDIT_OMIT);
    // The team switched to is the one the change is shown in.
    if (Object.keys(changes).length > 0)
      await deps.outbox.record(
        userChangeRecorded(IDENTITY_AUDIT_ACTIONS.SwitchTeam, { id: userId, team_id }, changes),
      );
    return switched;
  });
  deps.outbox.kick();
  deps.logger.info({ user_id: user.id, team_id, role }, 'current team switched');
  return user;
}

/** Teams decides who belongs to a team: no membership (or no team) is NOT_A_MEMBER. */
async function memberRole(
  teamId: number,
  userId: number,
  deps: IdentityDependencies,
): Promise<UserRole> {
  const role = await deps.teams.roleOf(teamId, userId);
  if (role === null) throw notAMember();
  return userRole(role);
}

/** team.member_role_changed: the record's role follows, when that team is the current one. */
export async function followRoleChange(
  data: MemberRoleChangedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const role = userRole(data.role);
  const changed = await once(() =>
    deps.repository.users.setRoleInCurrentTeam(data.user_id, data.team_id, role),
  );
  if (changed)
    deps.logger.info({ user_id: data.user_id, team_id: data.team_id, role }, 'role followed');
}

/**
 * team.member_removed: a user removed from the current team moves to another team of
 * theirs (the oldest, as teams lists them) with their role there, or to none (0).
 * Throws when teams does not answer, so the bus retries the event later.
 */
export async function leaveRemovedTeam(
  data: MemberRemovedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const user = await deps.repository.users.findById(data.user_id);
  if (!user || user.current_team_id !== data.team_id) {
    await once(async () => false);
    return;
  }
  const teams = await deps.teams.teamsOf(user.id);
  if (teams.some((team) => team.id === data.team_id)) {
    // Added back since (a late or retried event): the removal is history.
    await once(async () => false);
    deps.logger.info(
      { user_id: user.id, team_id: data.team_id },
      'removed member is a member again: current team kept',
    );
    return;
  }
  const next = teams[0];
  const move = next
    ? { fromTeamId: data.team_id, toTeamId: next.id, role: userRole(next.role) }
    : { fromTeamId: data.team_id, toTeamId: 0, role: ROLE_WITHOUT_TEAM };
  // Only if the removed team is still the current one: a switch made meanwhile stands.
  const moved = await once(async () => {
    const changed = await deps.repository.users.moveCurrentTeam(user.id, move);
    if (changed)
      await deps.outbox.record(
        currentTeamChanged({ user_id: user.id, current_team_id: move.toTeamId }),
      );
    return changed;
  });
  if (moved) deps.outbox.kick();
  if (moved)
    deps.logger.info(
      { user_id: user.id, from_team_id: move.fromTeamId, to_team_id: move.toTeamId },
      'removed from the current team: moved to another',
    );
}

function userRole(role: string): UserRole {
  if (!(TEAM_ROLES as readonly string[]).includes(role))
    throw new Error(`teams answered an unknown role: ${JSON.stringify(role)}`);
  return role as UserRole;
}
