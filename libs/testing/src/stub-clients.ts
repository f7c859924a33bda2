// clients as the other services see it in their component tests: the projects of teams
// and their clients (with budget, invoice settings, address and email), able to be made
// "down".
import {
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
}

export type ClientsMethod = 'GetProjectForTeam' | 'GetClientForTeam' | 'ListAutoInvoiceClients';

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
        return {
          id: project.id,
          project: project.name,
          team_id,
          isBillable: project.isBillable ?? false,
          ...(project.client
            ? { client: { currency: 'USD', ...project.client, profile: '' } }
            : {}),
        };
      },
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
}
