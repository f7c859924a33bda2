// Use-case results as the proto messages of workmesh.clients.v1 (types taken from the
// generated service definition, never re-declared). Timestamps are ISO 8601 UTC.
import type { ClientsDefinition, ServiceImplementation } from '@workmesh/platform';
import type { ClientView } from './clients';
import type { BudgetRecord, InvoiceSettingsRecord } from './models';
import type { ProjectView } from './projects';
import type { Page } from './request-validation';

type Handlers = ServiceImplementation<ClientsDefinition>;
/** The response message of an RPC, as the generated types define it. */
export type ResponseOf<Method extends keyof Handlers> = Awaited<ReturnType<Handlers[Method]>>;
/** The request message of an RPC, as the generated types define it. */
export type RequestOf<Method extends keyof Handlers> = Parameters<Handlers[Method]>[0];

type ClientMessage = ResponseOf<'GetClient'>;
type InvoiceSettingsMessage = ResponseOf<'GetClientInvoiceSettings'>;
type BudgetMessage = NonNullable<ClientMessage['budget']>;
type ProjectMessage = ResponseOf<'GetProject'>;
type PageInfoMessage = NonNullable<ResponseOf<'ListClients'>['page_info']>;

export const toProtoInvoiceSettings = (
  invoices: InvoiceSettingsRecord,
): InvoiceSettingsMessage => ({
  tax_id: invoices.tax_id,
  late_fee: invoices.late_fee,
  lineItem: invoices.lineItem,
  lineItemText: invoices.lineItemText,
  net_term: invoices.net_term,
  tax_rate: invoices.tax_rate,
  frequency: invoices.frequency,
  delay_days: invoices.delay_days,
  fixedPrice: invoices.fixedPrice,
  autoInvoice: invoices.autoInvoice,
  amountBasedOn: invoices.amountBasedOn,
  reminder_days: invoices.reminder_days,
  include_expense: invoices.include_expense,
  include_non_billable_time: invoices.include_non_billable_time,
  notes: invoices.notes,
  org_notes: invoices.org_notes,
  org_net_term: invoices.org_net_term,
});

const toProtoBudget = (budget: BudgetRecord): BudgetMessage => ({
  budgetType: budget.budgetType,
  rate: budget.rate,
  cost: budget.cost,
  hours: budget.hours,
  notifyAt: budget.notifyAt,
  reset: budget.reset,
  // Unset in the message: the gateway shows it as null (spec: "string or null").
  ...(budget.startDate === null ? {} : { startDate: budget.startDate }),
  include_non_billable_time: budget.include_non_billable_time,
});

export function toProtoClient(client: ClientView): ClientMessage {
  return {
    id: client.id,
    name: client.name,
    email: client.email ?? '',
    phone: client.phone,
    company: client.company,
    website: client.website,
    profile: client.profile,
    team_id: client.team_id,
    user_id: client.user_id,
    invoices: toProtoInvoiceSettings(client.invoices),
    budget: toProtoBudget(client.budget),
    isInternalClient: client.isInternalClient,
    created_at: client.created_at.toISOString(),
    updated_at: client.updated_at.toISOString(),
    address: { ...client.address },
  };
}

export function toProtoProject(project: ProjectView): ProjectMessage {
  return {
    id: project.id,
    project: project.name,
    key: project.key,
    project_description: project.description,
    team_id: project.team_id,
    client: project.client,
    project_manager: project.project_manager,
    qa_lead: project.qa_lead,
    // Spec: users (array of strings).
    users: project.users.map(String),
    groups: project.groups,
    watcher: project.watcher.map(String),
    ...(project.start_date ? { starting_date: project.start_date.toISOString() } : {}),
    ...(project.due_date ? { due_date: project.due_date.toISOString() } : {}),
    isBillable: project.billable === 'yes',
    billable: project.billable,
    visible: project.visible,
    // Spec: visiblity (sic) mirrors visible.
    visiblity: project.visible,
    task: project.task,
    completed: project.completed,
    user_id: project.user_id,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
  };
}

export const toProtoPageInfo = (page: Page<unknown>): PageInfoMessage => ({
  page: page.page,
  per_page: page.per_page,
  total: page.total,
});
