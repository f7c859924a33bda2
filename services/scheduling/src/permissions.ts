// Who may do what with a team's schedules (docs/architecture.md, "Scheduling", Who may).
// Teams owns roles, so every check asks it (GetMembership); the rules are here, in one
// place. Add, list and read: any member. Update and delete: owners and managers (spec,
// Authentication rule 4: "Owners and managers may … delete schedules").
import { permissionDenied, requireCaller, type Caller, type TeamRole } from '@workmesh/platform';
import type { TeamDirectory } from './team-directory';

export const PERMISSION_DENIED = 'PERMISSION_DENIED';
export const permissionDeniedError = () => permissionDenied(PERMISSION_DENIED, 'permission denied');

/** Roles that may change and delete the team's schedule entries. */
const CHANGES_SCHEDULES: readonly TeamRole[] = ['owner', 'manager'];

export interface TeamAccess {
  caller: Caller;
  /** The caller's current team: every query is scoped by it. */
  teamId: number;
  role: TeamRole;
}

/**
 * The caller and their role in their current team. Every action needs membership:
 * UNAUTHENTICATED without a caller, PERMISSION_DENIED when not a member (or without a
 * current team: a caller without one acts in none).
 */
export async function authorizeMember(
  teams: TeamDirectory,
  caller: Caller | undefined,
): Promise<TeamAccess> {
  const who = requireCaller(caller);
  if (who.teamId === undefined) throw permissionDeniedError();
  const role = await teams.roleOf(who.teamId, who.userId);
  if (!role) throw permissionDeniedError();
  return { caller: who, teamId: who.teamId, role };
}

/** Update and delete of entries: an owner or a manager of the team. */
export async function authorizeScheduleManager(
  teams: TeamDirectory,
  caller: Caller | undefined,
): Promise<TeamAccess> {
  const access = await authorizeMember(teams, caller);
  if (!CHANGES_SCHEDULES.includes(access.role)) throw permissionDeniedError();
  return access;
}
