// What the tasks service asks clients: the team's project (GetProjectForTeam). A task
// belongs to a project of its team; the project's name goes into the assignment mail.
// Clients not answering is UNAVAILABLE CLIENTS_UNAVAILABLE for our caller.
import {
  askingService,
  clientsClient,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

export interface TeamProject {
  id: number;
  name: string;
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
        return project ? { id: project.id, name: project.project } : null;
      }),
    close: () => client.close(),
  };
}
