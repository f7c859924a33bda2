// Who may do what with a team's time entries (issue 18): any member tracks their own
// time; owners and managers see the team's entries, change any unlocked one, and write
// entries for a member. Teams owns roles, so every check asks it (authorizeInTeam).
import { OWNER_OR_MANAGER, permissionDeniedError, type TeamAccess } from '@workmesh/platform';
import type { TimeEntryRecord } from './models';

/** Every action needs membership of the caller's current team. */
export { authorizeMember } from '@workmesh/platform';

export const seesTeamEntries = (access: TeamAccess): boolean =>
  OWNER_OR_MANAGER.includes(access.role);

/** A member reads and changes only their own entries; owners and managers any of the team. */
export const mayTouch = (access: TeamAccess, entry: TimeEntryRecord): boolean =>
  seesTeamEntries(access) || entry.user_id === access.caller.userId;

/** Writing an entry for another user: owners and managers only. */
export function requireMayWriteFor(access: TeamAccess, userId: number): void {
  if (userId !== access.caller.userId && !seesTeamEntries(access)) throw permissionDeniedError();
}
