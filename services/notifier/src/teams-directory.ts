// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE
// (platform: connectTeams, roleInTeam).
import { connectTeams, type TeamsConnection } from '@workmesh/platform';

export type TeamsDirectory = Pick<TeamsConnection, 'roleOf' | 'close'>;

export const teamsDirectory = (address: string, options: { deadlineMs: number }): TeamsDirectory =>
  connectTeams(address, options);
