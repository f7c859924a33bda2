// Who may do what with a team's schedules (docs/scheduling.md, Who may).
// Teams owns roles, so every check asks it (platform: authorizeInTeam). Add, list and
// read: any member. Update and delete: owners and managers (spec, Authentication rule 4:
// "Owners and managers may … delete schedules").
import {
  authorizeInTeam,
  OWNER_OR_MANAGER,
  type Caller,
  type TeamAccess,
  type TeamRoles,
} from '@workmesh/platform';

/** Every action needs membership of the caller's current team. */
export { authorizeMember } from '@workmesh/platform';

/** Update and delete of entries: an owner or a manager of the team. */
export const authorizeScheduleManager = (
  teams: TeamRoles,
  caller: Caller | undefined,
): Promise<TeamAccess> => authorizeInTeam(teams, caller, OWNER_OR_MANAGER);

/** Time off: owners and managers write policies and calendars and review requests. */
export const authorizeTimeOffManager = authorizeScheduleManager;

/** Whether the access is an owner's or a manager's (they act for any member). */
export const managesTeam = (access: TeamAccess): boolean =>
  (OWNER_OR_MANAGER as readonly string[]).includes(access.role);
