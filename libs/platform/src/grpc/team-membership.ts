// A user's role in a team, as teams answers it (GetMembership). Teams owns roles, so a
// service that authorizes by role (or checks that a user is a member) asks it each time.
import { RemoteCallError } from '../errors';
import { createClient, type PromiseClient } from './client';
import { teamsProto, type TeamsDefinition } from './protos';
import { askingService } from './remote-availability';

export type TeamRole = 'owner' | 'manager' | 'member';

/**
 * The user's role in the team, or null when they are not a member (or there is no such
 * team). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
 */
export const roleInTeam = (
  teams: PromiseClient<TeamsDefinition>,
  teamId: number,
  userId: number,
): Promise<TeamRole | null> =>
  askingService('teams', async () => {
    try {
      const membership = await teams.GetMembership({ team_id: teamId, user_id: userId });
      return membership.role as TeamRole;
    } catch (error) {
      if (error instanceof RemoteCallError && error.kind === 'not_found') return null;
      throw error;
    }
  });

/** A teams client and the role lookup over it: what every service that authorizes by role holds. */
export interface TeamsConnection {
  client: PromiseClient<TeamsDefinition>;
  /** roleInTeam over this client. */
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  close(): void;
}

export function connectTeams(address: string, options: { deadlineMs: number }): TeamsConnection {
  const client = createClient(teamsProto().Teams.service, address, options);
  return {
    client,
    roleOf: (teamId, userId) => roleInTeam(client, teamId, userId),
    close: () => client.close(),
  };
}
