// Who may do what with a team's tasks (docs/architecture.md, "Tasks", Who may). Teams
// owns roles, so every check asks it (platform: authorizeInTeam); the rules are here.
import {
  authorizeInTeam,
  OWNER_OR_MANAGER,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
  type TeamRoles,
} from '@workmesh/platform';
import type { TaskRecord } from './models';

export { PERMISSION_DENIED, permissionDeniedError, type TeamAccess } from '@workmesh/platform';

/** Every action needs membership of the caller's current team. */
export const authorizeMember = (
  teams: TeamRoles,
  caller: Caller | undefined,
): Promise<TeamAccess> => authorizeInTeam(teams, caller);

/** Delete: an owner or manager (any task of the team), or the task's creator. */
export function requireMayDelete(access: TeamAccess, task: TaskRecord): void {
  if (OWNER_OR_MANAGER.includes(access.role)) return;
  if (task.created_by === access.caller.userId) return;
  throw permissionDeniedError();
}
