// What the tracking service asks clients: the team's project (GetProjectForTeam), with
// its client and whether it is billable (an entry's default), and a client's budget
// settings (GetClientForTeam). Clients not answering is UNAVAILABLE CLIENTS_UNAVAILABLE
// for our caller.
import {
  askingService,
  type BudgetType,
  clientsClient,
  DEFAULT_CURRENCY,
  toMinorUnits,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';
import type { BudgetSettings } from './budget-rules';

export interface TeamProject {
  id: number;
  name: string;
  /** 0 when the project has no client. */
  clientId: number;
  clientName: string;
  /** ISO 4217: the client's (issue 34); '' when the project has no client. */
  clientCurrency: string;
  isBillable: boolean;
}

/** A team's client as rates read it. */
export interface TeamClient {
  id: number;
  name: string;
  /** ISO 4217: its rates, entries, budget and invoices are in it. */
  currency: string;
}

export interface ClientsDirectory {
  /** The team's project, or null when there is none with that id in the team. */
  projectOfTeam(teamId: number, projectId: number): Promise<TeamProject | null>;
  /** The team's client's budget settings, or null when the team has no such client. */
  budgetOf(teamId: number, clientId: number): Promise<BudgetSettings | null>;
  /** The team's client, or null when the team has no such client. */
  clientOf(teamId: number, clientId: number): Promise<TeamClient | null>;
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
          clientCurrency: project.client ? project.client.currency || DEFAULT_CURRENCY : '',
          isBillable: project.isBillable,
        };
      }),
    budgetOf: (teamId, clientId) =>
      askingService('clients', async () => {
        const found = await nullWhenNotFound(
          client.GetClientForTeam({ client_id: clientId, team_id: teamId }),
        );
        if (!found || found.team_id !== teamId) return null;
        const budget = found.budget;
        return {
          teamId,
          clientId: found.id,
          clientName: found.name,
          budgetType: (budget?.budgetType === 'hours_cost'
            ? 'hours_cost'
            : 'total_cost') as BudgetType,
          rate: budget?.rate === 'pay' ? 'pay' : 'bill',
          // The client's currency; budgetInCurrency makes a pay-rate budget the team's.
          currency: found.currency || DEFAULT_CURRENCY,
          cost: budget?.cost ?? 0,
          costCents: toMinorUnits(budget?.cost ?? 0, found.currency || DEFAULT_CURRENCY) ?? 0,
          hours: budget?.hours ?? 0,
          notifyAt: budget?.notifyAt ?? 80,
          reset: budget?.reset === 'monthly' ? 'monthly' : 'never',
          startDate: budget?.startDate || null,
          includeNonBillable: budget?.include_non_billable_time ?? true,
        };
      }),
    clientOf: (teamId, clientId) =>
      askingService('clients', async () => {
        const found = await nullWhenNotFound(
          client.GetClientForTeam({ client_id: clientId, team_id: teamId }),
        );
        if (!found || found.team_id !== teamId) return null;
        return { id: found.id, name: found.name, currency: found.currency || DEFAULT_CURRENCY };
      }),
    close: () => client.close(),
  };
}
