// Who may do what with a team's tasks (docs/architecture.md, "Tasks", Who may). Teams
// owns roles, so every check asks it (GetMembership); the rules are here, in one place.
import { permissionDenied, requireCaller, type Caller, type TeamRole } from '@workmesh/platform';
import type { TaskRecord } from './models';
import type { TeamDirectory } from './team-directory';

export const PERMISSION_DENIED = 'PERMISSION_DENIED';
export const permissionDeniedError = () => permissionDenied(PERMISSION_DENIED, 'permission denied');

/** Roles that may delete any task of their team; anyone else only the tasks they created. */
const DELETES_ANY_TASK: readonly TeamRole[] = ['owner', 'manager'];

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

/** Delete: an owner or manager, or the task's creator. */
export function requireMayDelete(access: TeamAccess, task: TaskRecord): void {
  if (DELETES_ANY_TASK.includes(access.role)) return;
  if (task.created_by === access.caller.userId) return;
  throw permissionDeniedError();
}
