// clients as the other services see it in their component tests: the projects of teams,
// able to be made "down".
import { bindStubService, clientsProto, notFound } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubProject {
  id: number;
  name: string;
}

export type ClientsMethod = 'GetProjectForTeam';

export class StubClients extends StubService {
  private readonly projects = new Map<number, StubProject & { teamId: number }>();
  private readonly failing = new FailingMethods<ClientsMethod>('clients');
  private nextId: number;

  constructor({ firstProjectId = 50 }: { firstProjectId?: number } = {}) {
    super();
    this.nextId = firstProjectId;
  }

  /** A new project of the team. */
  project(teamId: number, name = `Project ${this.nextId}`): StubProject {
    const project = { id: this.nextId++, name };
    this.projects.set(project.id, { ...project, teamId });
    return project;
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
        return { id: project.id, project: project.name, team_id };
      },
    });
  }
}
