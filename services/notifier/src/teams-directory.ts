// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE
// (platform: connectTeams, roleInTeam).
import { connectTeams, type ClientOptions, type TeamsConnection } from '@workmesh/platform';

export type TeamsDirectory = Pick<TeamsConnection, 'roleOf' | 'close'>;

export const teamsDirectory = (address: string, options: ClientOptions): TeamsDirectory =>
  connectTeams(address, options);
