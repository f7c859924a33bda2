// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only), and a team's owners and managers, whom a budget alert
// is mailed to (ListMembersByRole). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE
// (platform: connectTeams, roleInTeam, askingService).
import {
  askingService,
  connectTeams,
  OWNER_OR_MANAGER,
  type ClientOptions,
  type TeamRole,
  type TeamsConnection,
} from '@workmesh/platform';

/** A member of a team and their role in it. */
export interface TeamManager {
  userId: number;
  role: TeamRole;
}

export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The team's owners and managers, earliest joined first; none when there is no such team. */
  ownersAndManagersOf(teamId: number): Promise<TeamManager[]>;
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
        return members.map((member) => ({
          userId: member.user_id,
          role: member.role as TeamRole,
        }));
      }),
    close: () => teams.close(),
  };
}
