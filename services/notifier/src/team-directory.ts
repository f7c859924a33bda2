// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE
// (platform: connectTeams, roleInTeam).
import { connectTeams, type TeamsConnection } from '@workmesh/platform';

export type TeamDirectory = Pick<TeamsConnection, 'roleOf' | 'close'>;

export const teamDirectory = (address: string, options: { deadlineMs: number }): TeamDirectory =>
  connectTeams(address, options);
