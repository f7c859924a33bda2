// Role-based access to a team's data, for the services that ask teams for roles (clients,
// tasks, scheduling). Teams owns roles; a service passes what answers roleOf (its teams
// client wrapped with roleInTeam) and keeps its own role matrix.
import { permissionDenied } from './errors';
import { MEMBER_ROLES, type TeamRole } from './closed-values';
import type { Caller } from './grpc';
import { Reason } from './error-reasons';
import { SpecText, TokenText } from './spec-texts';
import { requireCaller } from './validation';

export const PERMISSION_DENIED = 'PERMISSION_DENIED';
/** A refused role, with the spec's text. */
export const permissionDeniedError = () =>
  permissionDenied(PERMISSION_DENIED, SpecText.PERMISSION_DENIED);

/**
 * A personal access token acts only in the team it was made in (the caller's teamId):
 * PERMISSION_DENIED TOKEN_TEAM_MISMATCH for another. The gateway refuses such requests
 * first; every service that picks a team from a request checks again here.
 */
export function refuseOtherTeamOfToken(caller: Caller, teamId: number): void {
  if (caller.tokenId && teamId !== caller.teamId)
    throw permissionDenied(Reason.TOKEN_TEAM_MISMATCH, TokenText.OTHER_TEAM);
}

/** Whatever tells a user's role in a team: null when not a member (or no such team). */
export interface TeamRoles {
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
}

export interface TeamAccess {
  caller: Caller;
  /** The team acted in: every query is scoped by it. */
  teamId: number;
  role: TeamRole;
}

/**
 * The caller and their role in the team (default: the caller's current team), when that
 * role is one of `allowed`. UNAUTHENTICATED without a caller; PERMISSION_DENIED when not a
 * member, for a role that may not, or without a team (a caller without one acts in none).
 */
export async function authorizeInTeam(
  teams: TeamRoles,
  caller: Caller | undefined,
  allowed: readonly TeamRole[] = MEMBER_ROLES,
  teamId: number | undefined = caller?.teamId,
): Promise<TeamAccess> {
  const who = requireCaller(caller);
  if (teamId === undefined) throw permissionDeniedError();
  refuseOtherTeamOfToken(who, teamId);
  const role = await teams.roleOf(teamId, who.userId);
  if (!role || !allowed.includes(role)) throw permissionDeniedError();
  return { caller: who, teamId, role };
}

/** Any member of the caller's current team, whatever their role. */
export const authorizeMember = (
  teams: TeamRoles,
  caller: Caller | undefined,
): Promise<TeamAccess> => authorizeInTeam(teams, caller);

/**
 * A service's role matrix (the roles that may take each action) as its check:
 * `authorize(teams, caller, action, teamId?)` is authorizeInTeam with the action's roles.
 */
export const roleMatrixCheck =
  <Action extends string>(allowedRoles: Record<Action, readonly TeamRole[]>) =>
  (
    teams: TeamRoles,
    caller: Caller | undefined,
    action: Action,
    teamId: number | undefined = caller?.teamId,
  ): Promise<TeamAccess> =>
    authorizeInTeam(teams, caller, allowedRoles[action], teamId);
