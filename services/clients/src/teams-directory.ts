// What the clients service asks teams: a user's role in a team (every permission and
// "is a member" check), the organization's invoice defaults, the team's currency (a new
// client's unless it sets its own, issue 34), and which group ids are
// groups of a team. The platform client forwards the caller and request id from the
// request context. Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  askingService,
  connectTeams,
  DEFAULT_CURRENCY,
  type ClientOptions,
  type TeamsConnection,
} from '@workmesh/platform';

export interface OrganizationDefaults {
  /** '' when the team has none. */
  default_invoice_notes: string;
  default_net_term: number;
  /** The team's ISO 4217 currency: a new client's unless it sets its own (issue 34). */
  currency: string;
}

/** roleOf: the user's role in the team, or null when they are not a member (or no such team). */
export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The team's invoice defaults and currency (asked as the current caller, who must be a member). */
  organizationDefaults(teamId: number): Promise<OrganizationDefaults>;
  /** The ids among groupIds that are not groups of the team, in the order asked. */
  missingGroups(teamId: number, groupIds: number[]): Promise<number[]>;
}

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const { client, roleOf, close } = connectTeams(address, options);
  return {
    roleOf,
    organizationDefaults: (teamId) =>
      askingService('teams', async () => {
        const settings = await client.GetTeamSettings({ team_id: teamId });
        return {
          default_invoice_notes: settings.default_invoice_notes ?? '',
          default_net_term: settings.default_net_term,
          currency: settings.currency || DEFAULT_CURRENCY,
        };
      }),
    missingGroups: (teamId, groupIds) =>
      askingService('teams', async () => {
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
