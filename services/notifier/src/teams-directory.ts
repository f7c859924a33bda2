// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only), and a team's owners and managers, whom a budget alert
// is mailed to (ListMembersByRole). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE
// (platform: connectTeams, roleInTeam, askingService).
import { connectTeams, type ClientOptions, type TeamsConnection } from '@workmesh/platform';

export type { TeamManager } from '@workmesh/platform';

export type TeamsDirectory = Pick<TeamsConnection, 'roleOf' | 'ownersAndManagersOf' | 'close'>;

export const teamsDirectory = (address: string, options: ClientOptions): TeamsDirectory =>
  connectTeams(address, options);
