// What the notifier asks teams: the caller's role in their team, for the subscription
// routes (owners and managers only). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE.
import {
  createClient,
  roleInTeam,
  teamsProto,
  type PromiseClient,
  type TeamRoles,
  type TeamsDefinition,
} from '@workmesh/platform';

export interface TeamDirectory extends TeamRoles {
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
