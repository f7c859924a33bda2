// Who may do what in a team: every role check of the service, in one place. Teams
// owns roles, so other services ask it (design: "teams knows roles").
import {
  MEMBER_ROLES,
  OWNER_OR_MANAGER,
  permissionDenied,
  Reason,
  recordNotFound,
  refuseOtherTeamOfToken,
  SpecText,
  type Caller,
} from '@workmesh/platform';
import type { Role, TeamRecord, TeamsRepository } from './models';
import { requireCaller, teamIdFor } from './request-validation';

/** The spec's send-invitation text (shape B); every refusal by role answers the same. */
export const permissionDeniedError = () =>
  permissionDenied(Reason.PERMISSION_DENIED, SpecText.PERMISSION_DENIED);

export const teamNotFoundError = () => recordNotFound(Reason.TEAM_NOT_FOUND);

const ANY_MEMBER = MEMBER_ROLES;

/** The role matrix: the roles that may take each action in their team. */
export const ALLOWED_ROLES = {
  sendInvitation: OWNER_OR_MANAGER,
  revokeInvitation: OWNER_OR_MANAGER,
  resendInvitation: OWNER_OR_MANAGER,
  listInvitations: OWNER_OR_MANAGER,
  listMembers: OWNER_OR_MANAGER,
  changeMemberRole: OWNER_OR_MANAGER,
  removeMember: OWNER_OR_MANAGER,
  createGroup: OWNER_OR_MANAGER,
  updateGroup: OWNER_OR_MANAGER,
  deleteGroup: OWNER_OR_MANAGER,
  listGroups: ANY_MEMBER,
  getGroup: ANY_MEMBER,
  getTeamSettings: ANY_MEMBER,
  updateTeamSettings: OWNER_OR_MANAGER,
} as const satisfies Record<string, readonly Role[]>;

export type TeamAction = keyof typeof ALLOWED_ROLES;

/** Only an owner may make someone an owner (by invitation or by role change). */
export const mayGrantRole = (callerRole: Role, role: Role): boolean =>
  role !== 'owner' || callerRole === 'owner';

/** Owners change any role; managers move people between member and manager only. */
export function mayChangeRole(callerRole: Role, currentRole: Role, newRole: Role): boolean {
  if (callerRole === 'owner') return true;
  if (callerRole === 'manager') return currentRole !== 'owner' && newRole !== 'owner';
  return false;
}

/** Owners remove anyone (the last owner is kept by another rule); managers remove members. */
export function mayRemove(callerRole: Role, targetRole: Role): boolean {
  if (callerRole === 'owner') return true;
  if (callerRole === 'manager') return targetRole === 'member';
  return false;
}

export interface TeamAccess {
  team: TeamRecord;
  /** The caller's role in the team. */
  role: Role;
}

/**
 * The team and the caller's role in it, when the caller may take the action there:
 * TEAM_NOT_FOUND when the team does not exist, PERMISSION_DENIED when the caller's
 * role (or not being a member at all) does not allow it.
 */
export async function authorize(
  repository: TeamsRepository,
  caller: Caller,
  teamId: number,
  action: TeamAction,
): Promise<TeamAccess> {
  // A personal access token acts only in the team it was made in (docs/auth.md).
  refuseOtherTeamOfToken(caller, teamId);
  const [team, membership] = await Promise.all([
    repository.teams.find(teamId),
    repository.memberships.find(teamId, caller.userId),
  ]);
  if (!team) throw teamNotFoundError();
  const allowed: readonly Role[] = ALLOWED_ROLES[action];
  if (!membership || !allowed.includes(membership.role)) throw permissionDeniedError();
  return { team, role: membership.role };
}

/**
 * authorize for requests about a team, over the repository: the caller (UNAUTHENTICATED
 * without one) acts in the team the request names, or in their current team when it names
 * none (TEAM_ID_MISSING without one).
 */
export const requestAuthorizer =
  (repository: TeamsRepository) =>
  async (
    caller: Caller | undefined,
    request: { team_id?: number },
    action: TeamAction,
  ): Promise<TeamAccess & { caller: Caller }> => {
    const who = requireCaller(caller);
    const access = await authorize(repository, who, teamIdFor(who, request.team_id), action);
    return { ...access, caller: who };
  };
