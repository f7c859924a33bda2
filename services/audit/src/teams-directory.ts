// What the audit service asks teams: the caller's role (who may read the log) and the
// team's owners and managers (whose sign-ins a manager does not see). Teams not
// answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller (askingService).
import {
  askingService,
  connectTeams,
  OWNER_OR_MANAGER,
  type ClientOptions,
  type TeamsConnection,
} from '@workmesh/platform';

export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The user ids of the team's owners and managers. */
  ownersAndManagersOf(teamId: number): Promise<number[]>;
}

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const teams = connectTeams(address, options);
  return {
    roleOf: teams.roleOf,
    ownersAndManagersOf: (teamId) =>
      askingService('teams', async () => {
        const { members } = await teams.client.ListMembersByRole({
          team_id: teamId,
          roles: [...OWNER_OR_MANAGER],
        });
        return members.map((member) => member.user_id);
      }),
    close: () => teams.close(),
  };
}
