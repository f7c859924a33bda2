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

export type ClientsMethod = 'GetProjectForTeam' | 'GetClientForTeam';

/** A client's budget as clients stores it (the spec's Budget object; defaults when not set). */
export interface StubBudget {
  budgetType?: 'total_cost' | 'hours_cost';
  rate?: 'bill' | 'pay';
  cost?: number;
  hours?: number;
  notifyAt?: number;
  reset?: 'never' | 'monthly';
  startDate?: string;
  include_non_billable_time?: boolean;
}

export class StubClients extends StubService {
  private readonly projects = new Map<
    number,
    StubProject & StubProjectOptions & { teamId: number }
  >();
  /** Clients of teams with their budgets (a project's client is one once given a budget). */
  private readonly budgets = new Map<
    number,
    { teamId: number; name: string; budget: StubBudget }
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

  /** The team's client's budget (replacing an earlier one), as GetClientForTeam answers it. */
  setBudget(teamId: number, client: { id: number; name: string }, budget: StubBudget): void {
    this.budgets.set(client.id, { teamId, name: client.name, budget });
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
      GetClientForTeam: async ({ client_id, team_id }) => {
        this.failing.check('GetClientForTeam');
        const client = this.budgets.get(client_id);
        if (!client || client.teamId !== team_id)
          throw notFound('CLIENT_NOT_FOUND', 'Client not found');
        const { budget } = client;
        return {
          id: client_id,
          name: client.name,
          team_id,
          budget: {
            budgetType: budget.budgetType ?? 'total_cost',
            rate: budget.rate ?? 'bill',
            cost: budget.cost ?? 0,
            hours: budget.hours ?? 0,
            notifyAt: budget.notifyAt ?? 80,
            reset: budget.reset ?? 'never',
            ...(budget.startDate ? { startDate: budget.startDate } : {}),
            include_non_billable_time: budget.include_non_billable_time ?? true,
          },
        };
      },
    });
  }
}
