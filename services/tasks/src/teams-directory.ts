// What the tasks service asks teams: a user's role in a team. It answers both "may the
// caller act here" and "is the assignee a member of the team". Teams not answering is
// UNAVAILABLE TEAMS_UNAVAILABLE for our caller (platform: connectTeams, roleInTeam).
import { connectTeams, type ClientOptions, type TeamsConnection } from '@workmesh/platform';

export type TeamsDirectory = Pick<TeamsConnection, 'roleOf' | 'close'>;

export const teamsDirectory = (address: string, options: ClientOptions): TeamsDirectory =>
  connectTeams(address, options);
