// What clients holds for a team's export (docs/exports.md): its clients and projects as
// the HTTP interface shows them (a logo as its URL, a project with its client's name).
import type { ExportKind } from '@workmesh/platform';
import { toClientView } from './clients';
import type { LogoStorage } from './logo-storage';
import {
  toClient,
  toClientMessage,
  toProject,
  toProjectMessage,
  type ClientsRepository,
} from './models';

type ClientDocument = Parameters<typeof toClient>[0];
type ProjectDocument = Parameters<typeof toProject>[0];

export function clientsExportKinds(
  repository: ClientsRepository,
  logos: Pick<LogoStorage, 'urlOf'>,
): ExportKind[] {
  return [
    {
      kind: 'clients',
      model: repository.clients.model,
      filter: ({ team_id }) => ({ team_id }),
      toRecord: (document: ClientDocument) =>
        toClientMessage(toClientView(toClient(document), logos)),
    },
    {
      kind: 'projects',
      model: repository.projects.model,
      filter: ({ team_id }) => ({ team_id }),
      async toRecords(documents: ProjectDocument[], { team_id }) {
        const projects = documents.map(toProject);
        const clients = await repository.clients.findManyInTeam(team_id, [
          ...new Set(projects.map((project) => project.client_id)),
        ]);
        return projects.map((project) => {
          const client = clients.get(project.client_id);
          const shown = client ? toClientView(client, logos) : undefined;
          return toProjectMessage({
            ...project,
            client: {
              id: project.client_id,
              name: shown?.name ?? '',
              profile: shown?.profile ?? '',
              currency: shown?.currency ?? '',
            },
          });
        });
      },
    },
  ];
}
