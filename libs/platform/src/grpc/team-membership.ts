// A user's role in a team, as teams answers it (GetMembership). Teams owns roles, so a
// service that authorizes by role (or checks that a user is a member) asks it each time.
import { OWNER_OR_MANAGER, type TeamRole } from '../closed-values';
import type { ClientOptions, PromiseClient } from './client';
import type { TeamsDefinition } from './protos';
import { askingService, nullWhenNotFound } from './remote-availability';
import { teamsClient } from './service-clients';

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
    const membership = await nullWhenNotFound(
      teams.GetMembership({ team_id: teamId, user_id: userId }),
    );
    return membership ? (membership.role as TeamRole) : null;
  });

/** A member of a team and their role in it. */
export interface TeamManager {
  userId: number;
  role: TeamRole;
}

/**
 * The team's owners and managers, earliest joined first; none when there is no such team.
 * Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
 */
export const ownersAndManagersIn = (
  teams: PromiseClient<TeamsDefinition>,
  teamId: number,
): Promise<TeamManager[]> =>
  askingService('teams', async () => {
    const { members } = await teams.ListMembersByRole({
      team_id: teamId,
      roles: [...OWNER_OR_MANAGER],
    });
    return members.map((member) => ({ userId: member.user_id, role: member.role as TeamRole }));
  });

/** A teams client and the role lookups over it: what every service that authorizes by role holds. */
export interface TeamsConnection {
  client: PromiseClient<TeamsDefinition>;
  /** roleInTeam over this client. */
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  /** ownersAndManagersIn over this client. */
  ownersAndManagersOf(teamId: number): Promise<TeamManager[]>;
  close(): void;
}

export function connectTeams(address: string, options: ClientOptions): TeamsConnection {
  const client = teamsClient(address, options);
  return {
    client,
    roleOf: (teamId, userId) => roleInTeam(client, teamId, userId),
    ownersAndManagersOf: (teamId) => ownersAndManagersIn(client, teamId),
    close: () => client.close(),
  };
}
