// What the audit service asks teams: the caller's role (who may read the log) and the
// team's owners and managers (whose sign-ins a manager does not see). Teams not
// answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller (platform: connectTeams).
import { connectTeams, type ClientOptions, type TeamsConnection } from '@workmesh/platform';

export type TeamsDirectory = Pick<TeamsConnection, 'roleOf' | 'ownersAndManagersOf' | 'close'>;

export const teamsDirectory = (address: string, options: ClientOptions): TeamsDirectory =>
  connectTeams(address, options);
