// clients as the other services see it in their component tests: the projects of teams
// and their clients (with budget, invoice settings, address and email), able to be made
// "down".
import {
  alreadyExists,
  bindStubService,
  CLIENT_INVOICE_DEFAULTS,
  clientsProto,
  EMPTY_CLIENT_ADDRESS,
  invalidArgument,
  Reason,
  recordNotFound,
  type ClientsDefinition,
  type RpcResponse,
} from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubProject {
  id: number;
  name: string;
}

/** What a project may have besides its name: its client, whether it is billable. */
export interface StubProjectOptions {
  /** The client's currency: USD unless given (issue 34). */
  client?: { id: number; name: string; currency?: string };
  isBillable?: boolean;
  /** The project's key ('' unless given or made by CreateProject). */
  key?: string;
}

export type ClientsMethod =
  | 'GetProjectForTeam'
  | 'GetClientForTeam'
  | 'ListAutoInvoiceClients'
  | 'ListClients'
  | 'CreateClient'
  | 'ListProjects'
  | 'CreateProject';

/** The Client message, as GetClientForTeam and ListAutoInvoiceClients answer it. */
export type ClientMessage = RpcResponse<ClientsDefinition, 'GetClientForTeam'>;
type InvoiceSettingsMessage = NonNullable<ClientMessage['invoices']>;
type AddressMessage = NonNullable<ClientMessage['address']>;

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

/**
 * A client of a team as clients stores it: any of the Client message's fields, the
 * invoice settings and address in part; those left out take clients' defaults (email
 * `client<id>@example.com`, the spec's invoice settings with autoInvoice `off`).
 */
export type StubClient = { id: number } & Partial<
  Omit<ClientMessage, 'id' | 'team_id' | 'invoices' | 'address' | 'budget'>
> & {
    invoices?: Partial<InvoiceSettingsMessage>;
    address?: Partial<AddressMessage>;
    budget?: StubBudget;
  };

const CLIENT_TIMESTAMP = '2026-01-01T00:00:00.000Z';
const AUTO_INVOICE_PAGE_DEFAULT = 100;
const AUTO_INVOICE_PAGE_MAX = 500;

export class StubClients extends StubService {
  private readonly projects = new Map<
    number,
    StubProject & StubProjectOptions & { teamId: number }
  >();
  /** Clients of teams, one record each (a project's client is one once set or given a budget). */
  private readonly clients = new Map<number, { teamId: number; client: StubClient }>();
  private readonly failing = new FailingMethods<ClientsMethod>('clients');
  /** Every CreateClient and CreateProject call answered (with the team and caller). */
  readonly createdClients: Array<{ teamId: number; id: number; name: string; email: string }> = [];
  readonly createdProjects: Array<{ teamId: number; id: number; name: string; key: string }> = [];
  private nextId: number;
  private nextClientId: number;

  constructor({
    firstProjectId = 50,
    firstClientId = 6000,
  }: { firstProjectId?: number; firstClientId?: number } = {}) {
    super();
    this.nextId = firstProjectId;
    this.nextClientId = firstClientId;
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

  /** The team's client's budget (replacing an earlier one), as GetClientForTeam answers it; its other fields are kept. */
  setBudget(teamId: number, client: { id: number; name: string }, budget: StubBudget): void {
    const earlier = this.clients.get(client.id)?.client;
    this.clients.set(client.id, { teamId, client: { ...earlier, ...client, budget } });
  }

  /**
   * The team's client (replacing an earlier record of its id), as GetClientForTeam and,
   * with `invoices.autoInvoice: 'on'`, ListAutoInvoiceClients answer it. A budget set
   * earlier is kept unless `budget` is given.
   */
  setClient(teamId: number, client: StubClient): void {
    const budget = client.budget ?? this.clients.get(client.id)?.client.budget;
    this.clients.set(client.id, { teamId, client: { ...client, ...(budget ? { budget } : {}) } });
  }

  /** The project is gone (deleted in clients). */
  deleteProject(projectId: number): void {
    this.projects.delete(projectId);
  }

  /** The team's clients: those set, and its projects' clients. */
  private clientsOfTeam(teamId: number): StubClient[] {
    const found = new Map<number, StubClient>();
    for (const project of this.projects.values())
      if (project.teamId === teamId && project.client)
        found.set(project.client.id, { ...project.client });
    for (const { teamId: owner, client } of this.clients.values())
      if (owner === teamId) found.set(client.id, client);
    return [...found.values()].sort((a, b) => a.id - b.id);
  }

  /** The Project message of a stored project (as GetProjectForTeam and ListProjects answer it). */
  private projectMessage(project: StubProject & StubProjectOptions & { teamId: number }) {
    return {
      id: project.id,
      project: project.name,
      key: project.key ?? '',
      team_id: project.teamId,
      isBillable: project.isBillable ?? false,
      ...(project.client ? { client: { currency: 'USD', ...project.client, profile: '' } } : {}),
    };
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: ClientsMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  /** The Client message of a client, the fields not set as clients' defaults. */
  private clientMessage(teamId: number, client: StubClient): ClientMessage {
    const { invoices, address, budget = {}, ...fields } = client;
    return {
      name: `Client ${client.id}`,
      email: `client${client.id}@example.com`,
      phone: '',
      company: '',
      website: '',
      profile: '',
      user_id: 0,
      isInternalClient: false,
      created_at: CLIENT_TIMESTAMP,
      updated_at: CLIENT_TIMESTAMP,
      currency: 'USD',
      ...fields,
      team_id: teamId,
      invoices: { ...CLIENT_INVOICE_DEFAULTS, ...invoices },
      address: { ...EMPTY_CLIENT_ADDRESS, ...address },
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
  }

  protected binding() {
    return bindStubService('workmesh.clients.v1.Clients', clientsProto().Clients.service, {
      GetProjectForTeam: async ({ project_id, team_id }) => {
        this.failing.check('GetProjectForTeam');
        const project = this.projects.get(project_id);
        if (!project || project.teamId !== team_id) throw recordNotFound(Reason.PROJECT_NOT_FOUND);
        return this.projectMessage(project);
      },
      ...this.importBindings(),
      GetClientForTeam: async ({ client_id, team_id }) => {
        this.failing.check('GetClientForTeam');
        const stored = this.clients.get(client_id);
        if (!stored || stored.teamId !== team_id) throw recordNotFound(Reason.CLIENT_NOT_FOUND);
        return this.clientMessage(team_id, stored.client);
      },
      // Of every team, autoInvoice `on`, by id after after_id, at most limit (0: 100).
      ListAutoInvoiceClients: async ({ after_id, limit }) => {
        this.failing.check('ListAutoInvoiceClients');
        if (limit < 0 || limit > AUTO_INVOICE_PAGE_MAX) {
          const message = `The limit must be a whole number from 1 to ${AUTO_INVOICE_PAGE_MAX} (0 or unset: ${AUTO_INVOICE_PAGE_DEFAULT}).`;
          throw invalidArgument('INVALID_PARAMETERS', message, { limit: [message] });
        }
        const clients = [...this.clients.values()]
          .filter(({ client }) => client.id > after_id && client.invoices?.autoInvoice === 'on')
          .sort((a, b) => a.client.id - b.client.id)
          .slice(0, limit || AUTO_INVOICE_PAGE_DEFAULT)
          .map(({ teamId, client }) => this.clientMessage(teamId, client));
        return { clients };
      },
    });
  }

  /** What an import asks (tracking's import-directory.ts): lists by page, and creates. */
  private importBindings() {
    const page = <T>(items: T[], request: { page?: number; per_page?: number }) => {
      const perPage = request.per_page || 20;
      const number = request.page || 1;
      return {
        items: items.slice((number - 1) * perPage, number * perPage),
        page_info: { page: number, per_page: perPage, total: items.length },
      };
    };
    const teamOf = (context: { caller?: { teamId?: number } }) => context.caller?.teamId ?? 0;
    return {
      // The caller's team's clients, by id.
      ListClients: async (
        request: { page?: number; per_page?: number },
        context: { caller?: { teamId?: number } },
      ) => {
        this.failing.check('ListClients');
        const teamId = teamOf(context);
        const { items, page_info } = page(this.clientsOfTeam(teamId), request);
        return { clients: items.map((client) => this.clientMessage(teamId, client)), page_info };
      },
      // A client of the caller's team: name and email required (as clients).
      CreateClient: async (
        request: { fields?: { name?: string; email?: string; currency?: string } | null },
        context: { caller?: { teamId?: number } },
      ) => {
        this.failing.check('CreateClient');
        const teamId = teamOf(context);
        const name = request.fields?.name?.trim() ?? '';
        const email = request.fields?.email?.trim().toLowerCase() ?? '';
        if (!name) throw invalidArgument(Reason.NAME_REQUIRED, 'The name field is required.');
        if (!email) throw invalidArgument(Reason.EMAIL_REQUIRED, 'The email field is required.');
        const client: StubClient = {
          id: this.nextClientId++,
          name,
          email,
          currency: request.fields?.currency || 'USD',
        };
        this.setClient(teamId, client);
        this.createdClients.push({ teamId, id: client.id, name, email });
        return this.clientMessage(teamId, client);
      },
      // The caller's team's projects (of the client when given), by id.
      ListProjects: async (
        request: { page?: number; per_page?: number; client_id?: number },
        context: { caller?: { teamId?: number } },
      ) => {
        this.failing.check('ListProjects');
        const teamId = teamOf(context);
        const projects = [...this.projects.values()]
          .filter((project) => project.teamId === teamId)
          .filter((project) => !request.client_id || project.client?.id === request.client_id)
          .sort((a, b) => a.id - b.id);
        const { items, page_info } = page(projects, request);
        return { projects: items.map((project) => this.projectMessage(project)), page_info };
      },
      // As clients: name capitalized and unique in the team (any case), key unique in the
      // team; the client must be the team's. (Without a client the stub's project has none;
      // clients gives it the team's internal client.)
      CreateProject: async (
        request: { project?: string; key?: string; client_id?: number; team_id?: number },
        context: { caller?: { teamId?: number } },
      ) => {
        this.failing.check('CreateProject');
        const teamId = request.team_id ?? teamOf(context);
        const trimmed = (request.project ?? '').trim();
        if (!trimmed)
          throw invalidArgument(Reason.PROJECT_NAME_EMPTY, 'The project field is required.');
        const name = trimmed[0].toUpperCase() + trimmed.slice(1);
        const key = (request.key ?? '').replace(/[^A-Za-z]/g, '').toUpperCase();
        const ofTeam = [...this.projects.values()].filter((project) => project.teamId === teamId);
        if (ofTeam.some((project) => project.name.toLowerCase() === name.toLowerCase()))
          throw alreadyExists(Reason.PROJECT_NAME_TAKEN, 'The project name is already taken.');
        if (ofTeam.some((project) => project.key === key))
          throw alreadyExists(
            Reason.PROJECT_KEY_TAKEN,
            'This key is already exist in your organization',
          );
        let client: StubProjectOptions['client'];
        if (request.client_id) {
          const found = this.clientsOfTeam(teamId).find((each) => each.id === request.client_id);
          if (!found) throw recordNotFound(Reason.CLIENT_NOT_FOUND);
          client = {
            id: found.id,
            name: found.name ?? `Client ${found.id}`,
            currency: found.currency ?? 'USD',
          };
        }
        const project = this.project(teamId, name, { client, key, isBillable: false });
        this.createdProjects.push({ teamId, id: project.id, name, key });
        return this.projectMessage(this.projects.get(project.id)!);
      },
    };
  }
}
