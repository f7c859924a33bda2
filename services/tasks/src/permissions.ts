// Who may do what with a team's tasks (docs/tasks.md, Who may). Teams
// owns roles, so every check asks it (platform: authorizeInTeam); the rules are here.
import { OWNER_OR_MANAGER, permissionDeniedError, type TeamAccess } from '@workmesh/platform';
import type { TaskRecord } from './models';

/** Every action needs membership of the caller's current team. */
export { authorizeMember } from '@workmesh/platform';

/** Delete: an owner or manager (any task of the team), or the task's creator. */
export function requireMayDelete(access: TeamAccess, task: TaskRecord): void {
  if (OWNER_OR_MANAGER.includes(access.role)) return;
  if (task.created_by === access.caller.userId) return;
  throw permissionDeniedError();
}
