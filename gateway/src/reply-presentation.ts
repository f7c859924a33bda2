// Replies → the response bodies of the spec. Only what the spec shows leaves the
// gateway (a Team's owner_user_id, for one, stays inside).
import type { ReplyOf } from './downstream-clients';

type UserSession = ReplyOf<'identity', 'Login'>;
type User = ReplyOf<'identity', 'SwitchTeam'>;

/** The User record of the spec; unset optional fields are null, as the spec's "string or null". */
export const presentUser = (user: User | null) => ({
  ...user,
  two_factor_confirmed_at: user?.two_factor_confirmed_at ?? null,
  email_verified_at: user?.email_verified_at ?? null,
  phone: user?.phone ?? null,
});

/** The User record with `token` added (register, login). */
export const presentUserSession = ({ user, token }: UserSession) => ({
  ...presentUser(user),
  token,
});

/** Reset-password and its confirmation answer `{ success, msg }`. */
export const presentOutcome = ({ success, msg }: ReplyOf<'identity', 'RequestPasswordReset'>) => ({
  success,
  msg,
});

export const presentEmailVerification = ({
  success,
  msg,
  email_verified_at,
}: ReplyOf<'identity', 'VerifyEmail'>) => ({
  success,
  msg,
  email_verified_at,
});

/** createTeam: the spec's Team fields. */
export const presentCreatedTeam = ({ id, name, created_at }: ReplyOf<'teams', 'CreateTeam'>) => ({
  id,
  name,
  created_at,
});

/** getTeams: each team the caller can access, with the caller's role in it. */
export const presentTeamList = ({ teams }: ReplyOf<'teams', 'ListTeams'>) =>
  teams.map(({ id, name, description, created_at, role }) => ({
    id,
    name,
    description: description ?? null,
    created_at,
    role,
  }));

// Issue 4 (docs/architecture.md, "HTTP routes beyond the spec's"): records the spec does
// not show are plain objects with the proto's field names, listed here field by field
// so a field added to the proto does not leave the gateway unnoticed; unset optional
// fields are null.

type Invitation = ReplyOf<'teams', 'RevokeInvitation'>;
type Member = ReplyOf<'teams', 'ChangeMemberRole'>;
type PaySettings = NonNullable<Member['pay']>;
type Group = ReplyOf<'teams', 'GetGroup'>;
type TeamSettings = ReplyOf<'teams', 'GetTeamSettings'>;
type PageInfo = NonNullable<ReplyOf<'teams', 'ListMembers'>['page_info']>;

/** sendInvitation: the spec's "object with key success whose value is a string", nothing else. */
export const presentInvitationSent = ({ success }: ReplyOf<'teams', 'SendInvitation'>) => ({
  success,
});

/** Answers that are only a confirmation (removeMember, group delete). */
export const presentSuccess = ({ success }: { success: string }) => ({ success });

export const presentPaySettings = (pay: PaySettings | null) =>
  pay && {
    job_title: pay.job_title ?? null,
    pay_rate: pay.pay_rate ?? null,
    bill_rate: pay.bill_rate ?? null,
    weekly_limit: pay.weekly_limit ?? null,
    pay_type: pay.pay_type,
    pay_period: pay.pay_period,
    hourly_rate: pay.hourly_rate,
    currency: pay.currency,
    working_days: pay.working_days,
    weekly_limit_enabled: pay.weekly_limit_enabled,
    daily_tracking_enabled: pay.daily_tracking_enabled,
  };

export const presentInvitation = (invitation: Invitation) => ({
  id: invitation.id,
  team_id: invitation.team_id,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  pay: presentPaySettings(invitation.pay),
  invited_by: invitation.invited_by,
  created_at: invitation.created_at,
  expires_at: invitation.expires_at,
  accepted_at: invitation.accepted_at ?? null,
  terms_accepted_by_inviter: invitation.terms_accepted_by_inviter,
});

export const presentMember = (member: Member) => ({
  team_id: member.team_id,
  user_id: member.user_id,
  role: member.role,
  name: member.name ?? null,
  email: member.email ?? null,
  pay: presentPaySettings(member.pay),
  joined_at: member.joined_at,
});

export const presentGroup = (group: Group) => ({
  id: group.id,
  team_id: group.team_id,
  name: group.name,
  description: group.description ?? null,
  member_ids: group.member_ids,
  manager_ids: group.manager_ids,
  created_at: group.created_at,
  updated_at: group.updated_at,
});

export const presentTeamSettings = (settings: TeamSettings) => ({
  team_id: settings.team_id,
  add_registered_users_directly: settings.add_registered_users_directly,
  terms_enabled: settings.terms_enabled,
  terms_text: settings.terms_text ?? null,
  default_invoice_notes: settings.default_invoice_notes ?? null,
  default_net_term: settings.default_net_term,
  updated_at: settings.updated_at,
});

export const presentAcceptedInvitation = ({
  success,
  member,
}: ReplyOf<'teams', 'AcceptInvitation'>) => ({
  success,
  member: member && presentMember(member),
});

/** A page of a list: `{ data, page, per_page, total }`, the numbers as the service counted them. */
function presentPage<T, R>(items: T[], pageInfo: PageInfo | null, present: (item: T) => R) {
  return {
    data: items.map(present),
    page: pageInfo?.page ?? 0,
    per_page: pageInfo?.per_page ?? 0,
    total: pageInfo?.total ?? 0,
  };
}

export const presentInvitationPage = ({
  invitations,
  page_info,
}: ReplyOf<'teams', 'ListInvitations'>) => presentPage(invitations, page_info, presentInvitation);

export const presentMemberPage = ({ members, page_info }: ReplyOf<'teams', 'ListMembers'>) =>
  presentPage(members, page_info, presentMember);

export const presentGroupPage = ({ groups, page_info }: ReplyOf<'teams', 'ListGroups'>) =>
  presentPage(groups, page_info, presentGroup);

// Issue 5: clients and projects. The spec's Client and Project records, field by field
// with the proto's names, which are the spec's own spellings (`isInternalClient`,
// `lineItem`, `fixedPrice`, `visiblity`); unset optional fields are null.

type Client = ReplyOf<'clients', 'GetClient'>;
type InvoiceSettings = ReplyOf<'clients', 'GetClientInvoiceSettings'>;
type Budget = NonNullable<Client['budget']>;
type Address = NonNullable<Client['address']>;
type Project = ReplyOf<'clients', 'GetProject'>;

/** The spec's invoice settings object (key `default` in its table), plus where notes and terms come from. */
export const presentInvoiceSettings = (invoices: InvoiceSettings) => ({
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
  notes: invoices.notes ?? null,
  org_notes: invoices.org_notes,
  org_net_term: invoices.org_net_term,
});

/** The spec's budget settings object; `startDate` is "string or null". */
export const presentBudget = (budget: Budget) => ({
  budgetType: budget.budgetType,
  rate: budget.rate,
  cost: budget.cost,
  hours: budget.hours,
  notifyAt: budget.notifyAt,
  reset: budget.reset,
  startDate: budget.startDate ?? null,
  include_non_billable_time: budget.include_non_billable_time,
});

export const presentAddress = (address: Address) => ({
  billing_address1: address.billing_address1,
  billing_address2: address.billing_address2,
  city: address.city,
  state: address.state,
  zipcode: address.zipcode,
  country: address.country,
  mailing_address1: address.mailing_address1,
  mailing_address2: address.mailing_address2,
  mailing_city: address.mailing_city,
  mailing_state: address.mailing_state,
  mailing_zip: address.mailing_zip,
});

export const presentClient = (client: Client) => ({
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  company: client.company,
  website: client.website,
  profile: client.profile,
  team_id: client.team_id,
  user_id: client.user_id,
  invoices: client.invoices && presentInvoiceSettings(client.invoices),
  budget: client.budget && presentBudget(client.budget),
  isInternalClient: client.isInternalClient,
  created_at: client.created_at,
  updated_at: client.updated_at,
  address: client.address && presentAddress(client.address),
});

/** Client create (and update, its twin): "an object with a single key `success` holding the Client record". */
export const presentClientSaved = (client: Client) => ({ success: presentClient(client) });

export const presentClientPage = ({ clients, page_info }: ReplyOf<'clients', 'ListClients'>) =>
  presentPage(clients, page_info, presentClient);

export const presentProject = (project: Project) => ({
  id: project.id,
  project: project.project,
  key: project.key,
  project_description: project.project_description,
  team_id: project.team_id,
  client: project.client && {
    id: project.client.id,
    name: project.client.name,
    profile: project.client.profile,
  },
  project_manager: project.project_manager,
  qa_lead: project.qa_lead,
  users: project.users,
  groups: project.groups,
  watcher: project.watcher,
  starting_date: project.starting_date ?? null,
  due_date: project.due_date ?? null,
  isBillable: project.isBillable,
  billable: project.billable,
  visible: project.visible,
  visiblity: project.visiblity,
  task: project.task,
  completed: project.completed,
  user_id: project.user_id,
  created_at: project.created_at,
  updated_at: project.updated_at,
});

export const presentProjectPage = ({ projects, page_info }: ReplyOf<'clients', 'ListProjects'>) =>
  presentPage(projects, page_info, presentProject);

// Issue 6: tasks (docs/architecture.md, "Tasks"). Unset optional fields are null.

type Task = ReplyOf<'tasks', 'GetTask'>;

export const presentTask = (task: Task) => ({
  id: task.id,
  name: task.name,
  description: task.description ?? '',
  project_id: task.project_id,
  team_id: task.team_id,
  assignee: task.assignee ?? null,
  due_date: task.due_date ?? null,
  status: task.status,
  created_by: task.created_by,
  created_at: task.created_at,
  updated_at: task.updated_at,
});

export const presentTaskPage = ({ tasks, page_info }: ReplyOf<'tasks', 'ListTasks'>) =>
  presentPage(tasks, page_info, presentTask);

/** updateAssignee (spec: "task id, task name, project id, new assignee, update time"). */
export const presentAssigneeChange = (change: ReplyOf<'tasks', 'UpdateAssignee'>) => ({
  task_id: change.task_id,
  task_name: change.task_name,
  project_id: change.project_id,
  assignee: change.assignee ?? null,
  updated_at: change.updated_at,
});

// Issue 7: schedules (docs/architecture.md, "Scheduling"). Entry dates are UTC
// `YYYY-MM-DD HH:MM:SS`, as the spec stores them.

type ScheduleEntry = ReplyOf<'scheduling', 'UpdateScheduleEntry'>;

/** schedule add (spec): `{ success }` only; the sid and count stay with the service's callers. */
export const presentScheduleAdded = ({ success }: ReplyOf<'scheduling', 'AddSchedule'>) => ({
  success,
});

export const presentScheduleEntry = (entry: ScheduleEntry) => ({
  id: entry.id,
  sid: entry.sid,
  user_id: entry.user_id,
  team_id: entry.team_id,
  title: entry.title,
  start_date: entry.start_date,
  end_date: entry.end_date,
  minimum_hours: entry.minimum_hours,
  repetition: entry.repetition,
  day_repeat: entry.day_repeat,
  timezone: entry.timezone,
  created_by: entry.created_by,
  created_at: entry.created_at,
  updated_at: entry.updated_at,
});

export const presentScheduleEntryPage = ({
  entries,
  page_info,
}: ReplyOf<'scheduling', 'ListScheduleBySid'>) =>
  presentPage(entries, page_info, presentScheduleEntry);

/** schedule delete (spec): "a success message string and an integer status code with value 200". */
export const presentScheduleDeleted = ({
  message,
  status,
}: ReplyOf<'scheduling', 'DeleteSchedule'>) => ({ message, status });

// Issue 8: webhook subscriptions and their deliveries (docs/architecture.md, "Webhooks").

type Webhook = ReplyOf<'notifier', 'CreateWebhook'>['webhook'];

export const presentWebhook = (webhook: NonNullable<Webhook>) => ({
  id: webhook.id,
  team_id: webhook.team_id,
  event: webhook.event,
  target_url: webhook.target_url,
  active: webhook.active,
  disabled_reason: webhook.disabled_reason ?? null,
  created_by: webhook.created_by,
  created_at: webhook.created_at,
  updated_at: webhook.updated_at,
});

/** Creation: the subscription and its signing secret, shown this once. */
export const presentCreatedWebhook = ({
  webhook,
  secret,
}: ReplyOf<'notifier', 'CreateWebhook'>) => ({
  ...presentWebhook(webhook!),
  secret,
});

export const presentWebhookPage = ({ webhooks, page_info }: ReplyOf<'notifier', 'ListWebhooks'>) =>
  presentPage(webhooks, page_info, presentWebhook);

type Delivery = ReplyOf<'notifier', 'ReplayDelivery'>;

export const presentDelivery = (delivery: Delivery) => ({
  id: delivery.id,
  webhook_id: delivery.webhook_id,
  event_id: delivery.event_id,
  event: delivery.event,
  status: delivery.status,
  attempts: delivery.attempts,
  attempt_log: delivery.attempt_log.map((attempt) => ({
    attempt: attempt.attempt,
    at: attempt.at,
    response_status: attempt.response_status ?? null,
    latency_ms: attempt.latency_ms,
    outcome: attempt.outcome,
    error: attempt.error ?? null,
  })),
  next_attempt_at: delivery.next_attempt_at ?? null,
  created_at: delivery.created_at,
  updated_at: delivery.updated_at,
});

export const presentDeliveryPage = ({
  deliveries,
  page_info,
}: ReplyOf<'notifier', 'ListDeliveries'>) => presentPage(deliveries, page_info, presentDelivery);
