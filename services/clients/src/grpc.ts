// gRPC handlers of workmesh.clients.v1.Clients: proto request → use case → proto response.
// No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  clientsProto,
  type ClientsDefinition,
  type ServiceBinding,
} from '@workmesh/platform';
import type { BudgetSettingsUseCases } from './budget-settings';
import type { ClientsUseCases } from './clients';
import type { InvoiceSettingsUseCases } from './invoice-settings';
import {
  toBudgetMessage,
  toClientMessage,
  toInvoiceSettingsMessage,
  toProjectMessage,
} from './models';
import type { ProjectsUseCases } from './projects';

export const CLIENTS_SERVICE_NAME = 'workmesh.clients.v1.Clients';

export interface ClientsServiceUseCases {
  clients: ClientsUseCases;
  invoiceSettings: InvoiceSettingsUseCases;
  budgetSettings: BudgetSettingsUseCases;
  projects: ProjectsUseCases;
}

export function clientsGrpcService({
  clients,
  invoiceSettings,
  budgetSettings,
  projects,
}: ClientsServiceUseCases): ServiceBinding {
  return bindService<ClientsDefinition>(CLIENTS_SERVICE_NAME, clientsProto().Clients.service, {
    CreateClient: async (request, context) =>
      toClientMessage(await clients.createClient(context.caller, request)),
    ListClients: async (request, context) => {
      const page = await clients.listClients(context.caller, request);
      return { clients: page.items.map(toClientMessage), page_info: pageInfoOf(page) };
    },
    GetClient: async (request, context) =>
      toClientMessage(await clients.getClient(context.caller, request)),
    UpdateClient: async (request, context) =>
      toClientMessage(await clients.updateClient(context.caller, request)),
    DeleteClient: (request, context) => clients.deleteClient(context.caller, request),
    GetClientInvoiceSettings: async (request, context) =>
      toInvoiceSettingsMessage(
        await invoiceSettings.getClientInvoiceSettings(context.caller, request),
      ),
    UpdateClientInvoiceSettings: async (request, context) =>
      toInvoiceSettingsMessage(
        await invoiceSettings.updateClientInvoiceSettings(context.caller, request),
      ),
    UpdateClientBudget: async (request, context) =>
      toBudgetMessage(await budgetSettings.updateClientBudget(context.caller, request)),
    GetClientForTeam: async (request) => toClientMessage(await clients.getClientForTeam(request)),
    ListAutoInvoiceClients: async (request) => ({
      clients: (await clients.listAutoInvoiceClients(request)).map(toClientMessage),
    }),

    CreateProject: async (request, context) =>
      toProjectMessage(await projects.createProject(context.caller, request)),
    ListProjects: async (request, context) => {
      const page = await projects.listProjects(context.caller, request);
      return { projects: page.items.map(toProjectMessage), page_info: pageInfoOf(page) };
    },
    GetProject: async (request, context) =>
      toProjectMessage(await projects.getProject(context.caller, request)),
    UpdateProject: async (request, context) =>
      toProjectMessage(await projects.updateProject(context.caller, request)),
    DeleteProject: (request, context) => projects.deleteProject(context.caller, request),
    GetProjectForTeam: async (request) =>
      toProjectMessage(await projects.getProjectForTeam(request)),
  });
}
