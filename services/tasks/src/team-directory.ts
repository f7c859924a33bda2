// What the tasks service asks teams: a user's role in a team. It answers both "may the
// caller act here" and "is the assignee a member of the team". Teams not answering is
// UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  createClient,
  roleInTeam,
  teamsProto,
  type PromiseClient,
  type TeamRole,
  type TeamsDefinition,
} from '@workmesh/platform';

export interface TeamDirectory {
  /** The user's role in the team, or null when they are not a member (or there is no such team). */
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  close(): void;
}

export function teamDirectory(address: string, options: { deadlineMs: number }): TeamDirectory {
  const client: PromiseClient<TeamsDefinition> = createClient(
    teamsProto().Teams.service,
    address,
    options,
  );
  return {
    roleOf: (teamId, userId) => roleInTeam(client, teamId, userId),
    close: () => client.close(),
  };
}
