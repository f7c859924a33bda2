// What identity asks the teams service: an organization made (and, as compensation,
// deleted again) at registration, the teams a user belongs to, a user's role in a team.
// "Did not answer" (down, or past the deadline) is for each use case to read: some
// answer UNAVAILABLE TEAMS_UNAVAILABLE, the team events let the bus retry.
import {
  askingService,
  connectTeams,
  nullWhenNotFound,
  didNotAnswer,
  serviceUnavailable,
  type ClientOptions,
  type DomainError,
  type PromiseClient,
  type TeamRole,
  type TeamsDefinition,
} from '@workmesh/platform';

type TeamsClient = PromiseClient<TeamsDefinition>;

export interface TeamsDirectory {
  /** The owner's organization, made once per (owner, request key). */
  createOrganization: TeamsClient['CreateOrganization'];
  deleteOrganization: TeamsClient['DeleteOrganization'];
  /** The teams the user belongs to, with the user's role, oldest first (asked as the user). */
  teamsOf(userId: number): Promise<Array<{ id: number; role: string }>>;
  /** The user's role in the team, or null when not a member; UNAVAILABLE TEAMS_UNAVAILABLE when teams does not answer. */
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  /** Whether the team's owners require two-factor sign-in of its members (false: no such team). */
  requiresTwoFactor(teamId: number): Promise<boolean>;
  /** The teams the user owns alone while others remain (account deletion waits for them), by id. */
  soleOwnerships(userId: number): Promise<Array<{ id: number; name: string }>>;
  close(): void;
}

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const { client, roleOf, close } = connectTeams(address, options);
  return {
    createOrganization: (request) => client.CreateOrganization(request),
    deleteOrganization: (request) => client.DeleteOrganization(request),
    async teamsOf(userId) {
      // Teams lists the teams of its caller.
      const { teams } = await client.ListTeams({}, { caller: { userId } });
      return teams;
    },
    roleOf,
    requiresTwoFactor: (teamId) =>
      askingService('teams', async () => {
        const profile = await nullWhenNotFound(client.GetTeamProfile({ team_id: teamId }));
        return profile?.settings?.require_two_factor === true;
      }),
    soleOwnerships: (userId) =>
      askingService('teams', async () => {
        const { team_ids, team_names } = await client.ListSoleOwnerships({ user_id: userId });
        return team_ids.map((id, index) => ({ id: Number(id), name: team_names[index] ?? '' }));
      }),
    close,
  };
}

export const teamsDidNotAnswer = didNotAnswer;

export const teamsUnavailable = (): DomainError => serviceUnavailable('teams');
