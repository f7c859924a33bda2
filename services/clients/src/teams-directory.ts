// What the clients service asks teams: a user's role in a team (every permission and
// "is a member" check), the organization's invoice defaults, and which group ids are
// groups of a team. The platform client forwards the caller and request id from the
// request context. Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import { askingService, connectTeams, type TeamRole } from '@workmesh/platform';

export interface OrganizationDefaults {
  /** '' when the team has none. */
  default_invoice_notes: string;
  default_net_term: number;
}

export interface TeamsDirectory {
  /** The user's role in the team, or null when they are not a member (or there is no such team). */
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  /** The team's invoice defaults (asked as the current caller, who must be a member). */
  organizationDefaults(teamId: number): Promise<OrganizationDefaults>;
  /** The ids among groupIds that are not groups of the team, in the order asked. */
  missingGroups(teamId: number, groupIds: number[]): Promise<number[]>;
  close(): void;
}

/** Runs a call to teams; "did not answer" becomes our own UNAVAILABLE, the rest is passed on. */
const asking = <T>(call: () => Promise<T>): Promise<T> => askingService('teams', call);

export function teamsDirectory(address: string, options: { deadlineMs: number }): TeamsDirectory {
  const { client, roleOf, close } = connectTeams(address, options);
  return {
    roleOf,
    organizationDefaults: (teamId) =>
      asking(async () => {
        const settings = await client.GetTeamSettings({ team_id: teamId });
        return {
          default_invoice_notes: settings.default_invoice_notes ?? '',
          default_net_term: settings.default_net_term,
        };
      }),
    missingGroups: (teamId, groupIds) =>
      asking(async () => {
        if (groupIds.length === 0) return [];
        const { missing_ids } = await client.ResolveGroups({
          team_id: teamId,
          group_ids: groupIds,
        });
        return missing_ids;
      }),
    close,
  };
}
