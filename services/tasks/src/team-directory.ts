// What the tasks service asks teams: a user's role in a team. It answers both "may the
// caller act here" and "is the assignee a member of the team". Teams not answering is
// UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  askingService,
  createClient,
  RemoteCallError,
  teamsProto,
  type PromiseClient,
  type TeamsDefinition,
} from '@workmesh/platform';

export type Role = 'owner' | 'manager' | 'member';

export interface TeamDirectory {
  /** The user's role in the team, or null when they are not a member (or there is no such team). */
  roleOf(teamId: number, userId: number): Promise<Role | null>;
  close(): void;
}

export function teamDirectory(address: string, options: { deadlineMs: number }): TeamDirectory {
  const client: PromiseClient<TeamsDefinition> = createClient(
    teamsProto().Teams.service,
    address,
    options,
  );
  return {
    roleOf: (teamId, userId) =>
      askingService('teams', async () => {
        try {
          const membership = await client.GetMembership({ team_id: teamId, user_id: userId });
          return membership.role as Role;
        } catch (error) {
          if (error instanceof RemoteCallError && error.kind === 'not_found') return null;
          throw error;
        }
      }),
    close: () => client.close(),
  };
}
