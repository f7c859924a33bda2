// What the tracking service asks clients: the team's project (GetProjectForTeam), with
// its client and whether it is billable (an entry's default). Clients not answering is
// UNAVAILABLE CLIENTS_UNAVAILABLE for our caller.
import {
  askingService,
  clientsClient,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

export interface TeamProject {
  id: number;
  name: string;
  /** 0 when the project has no client. */
  clientId: number;
  clientName: string;
  isBillable: boolean;
}

export interface ClientsDirectory {
  /** The team's project, or null when there is none with that id in the team. */
  projectOfTeam(teamId: number, projectId: number): Promise<TeamProject | null>;
  close(): void;
}

export function clientsDirectory(address: string, options: ClientOptions): ClientsDirectory {
  const client = clientsClient(address, options);
  return {
    projectOfTeam: (teamId, projectId) =>
      askingService('clients', async () => {
        const project = await nullWhenNotFound(
          client.GetProjectForTeam({ project_id: projectId, team_id: teamId }),
        );
        if (!project || project.team_id !== teamId) return null;
        return {
          id: project.id,
          name: project.project,
          clientId: project.client?.id ?? 0,
          clientName: project.client?.name ?? '',
          isBillable: project.isBillable,
        };
      }),
    close: () => client.close(),
  };
}
