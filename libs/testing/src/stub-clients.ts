// clients as the other services see it in their component tests: the projects of teams,
// able to be made "down".
import { bindStubService, clientsProto, notFound } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubProject {
  id: number;
  name: string;
}

/** What a project may have besides its name: its client, whether it is billable. */
export interface StubProjectOptions {
  client?: { id: number; name: string };
  isBillable?: boolean;
}

export type ClientsMethod = 'GetProjectForTeam';

export class StubClients extends StubService {
  private readonly projects = new Map<
    number,
    StubProject & StubProjectOptions & { teamId: number }
  >();
  private readonly failing = new FailingMethods<ClientsMethod>('clients');
  private nextId: number;

  constructor({ firstProjectId = 50 }: { firstProjectId?: number } = {}) {
    super();
    this.nextId = firstProjectId;
  }

  /** A new project of the team (no client, not billable unless given). */
  project(
    teamId: number,
    name = `Project ${this.nextId}`,
    options: StubProjectOptions = {},
  ): StubProject {
    const project = { id: this.nextId++, name };
    this.projects.set(project.id, { ...project, ...options, teamId });
    return project;
  }

  /** The project is gone (deleted in clients). */
  deleteProject(projectId: number): void {
    this.projects.delete(projectId);
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: ClientsMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.clients.v1.Clients', clientsProto().Clients.service, {
      GetProjectForTeam: async ({ project_id, team_id }) => {
        this.failing.check('GetProjectForTeam');
        const project = this.projects.get(project_id);
        if (!project || project.teamId !== team_id)
          throw notFound('PROJECT_NOT_FOUND', 'Project not found');
        return {
          id: project.id,
          project: project.name,
          team_id,
          isBillable: project.isBillable ?? false,
          ...(project.client ? { client: { ...project.client, profile: '' } } : {}),
        };
      },
    });
  }
}
