// The response bodies of the gateway as JSON Schema, one per presenter of
// reply-presentation.ts, written once here: every key a presenter writes is listed and
// required (unset optional fields are null, never left out), and no other key is
// allowed, so a field added to a presenter and not here fails the contract tests.
import {
  presentAcceptedInvitation,
  presentAssigneeChange,
  presentClient,
  presentClientPage,
  presentClientSaved,
  presentCreatedTeam,
  presentCreatedWebhook,
  presentDelivery,
  presentDeliveryPage,
  presentEmailVerification,
  presentGroup,
  presentGroupPage,
  presentInvitation,
  presentInvitationPage,
  presentInvitationSent,
  presentInvoiceSettings,
  presentMember,
  presentMemberPage,
  presentOutcome,
  presentProject,
  presentProjectPage,
  presentScheduleAdded,
  presentScheduleDeleted,
  presentScheduleEntry,
  presentScheduleEntryPage,
  presentSuccess,
  presentTask,
  presentTaskPage,
  presentTeamList,
  presentTeamSettings,
  presentUser,
  presentUserSession,
  presentWebhookPage,
} from '../reply-presentation';
import type { JsonSchema } from './proto-json-schema';

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const integer = (description?: string): JsonSchema => ({
  type: 'integer',
  ...(description ? { description } : {}),
});
const number = (description?: string): JsonSchema => ({
  type: 'number',
  ...(description ? { description } : {}),
});
const string = (description?: string): JsonSchema => ({
  type: 'string',
  ...(description ? { description } : {}),
});
const boolean = (description?: string): JsonSchema => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
const oneOf = (values: readonly (string | number)[], description?: string): JsonSchema => ({
  type: typeof values[0] === 'number' ? 'integer' : 'string',
  enum: values,
  ...(description ? { description } : {}),
});
const timestamp = (description = 'ISO 8601 timestamp (UTC)'): JsonSchema => string(description);
const nullableString = (description?: string): JsonSchema => ({
  type: ['string', 'null'],
  ...(description ? { description } : {}),
});
const nullableNumber = (description?: string): JsonSchema => ({
  type: ['number', 'null'],
  ...(description ? { description } : {}),
});
const nullableRef = (name: string): JsonSchema => ({
  oneOf: [schemaRef(name), { type: 'null' }],
});
const arrayOf = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/** An object with exactly these keys, every one present. */
function record(description: string, properties: Record<string, JsonSchema>): JsonSchema {
  return {
    type: 'object',
    description,
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

/** A page of a list: `{ data, page, per_page, total }`, the numbers as the service counted them. */
const page = (item: string): JsonSchema =>
  record(`A page of ${item} records, as the service counted them.`, {
    data: arrayOf(schemaRef(item)),
    page: integer('1-based page number'),
    per_page: integer('page size'),
    total: integer('records in all pages'),
  });

const ROLES = ['owner', 'manager', 'member', 'client'];

const userFields: Record<string, JsonSchema> = {
  id: integer(),
  name: string(),
  email: string(),
  username: string('generated unique username'),
  profile_photo_url: string('default avatar URL'),
  current_team_id: integer('the current team (organization)'),
  role: oneOf(ROLES, "the user's role in the current team; `owner` at registration"),
  isAdmin: oneOf(['yes', 'no'], '`yes` at registration'),
  contact_count: integer('0 for new users'),
  is_first_project_added: oneOf([0, 1]),
  is_first_task_added: oneOf([0, 1]),
  is_first_member_invited: oneOf([0, 1]),
  timezone: string('IANA zone name'),
  two_factor_confirmed_at: nullableString(),
  created_at: timestamp(),
  updated_at: timestamp(),
  app_id: string('app identifier'),
  speed_limit: integer('speed-limit setting (80)'),
  email_verified_at: nullableString('null until the email address is verified'),
  phone: nullableString(),
};

const paySettings = record('Pay and working settings of a membership (given at invitation).', {
  job_title: nullableString(),
  pay_rate: nullableNumber('hourly rate, or amount per pay period when pay_type is fixed'),
  bill_rate: nullableNumber('hourly rate charged to clients'),
  weekly_limit: nullableNumber('maximum hours per week'),
  pay_type: oneOf(['hourly', 'fixed']),
  pay_period: oneOf(['weekly', 'bi-weekly', 'twice per month', 'monthly']),
  hourly_rate: number('pay_rate when hourly; derived from the pay period when fixed'),
  currency: string('USD'),
  working_days: arrayOf(string(), 'sun … sat'),
  weekly_limit_enabled: boolean(),
  daily_tracking_enabled: boolean(),
});

const invoiceSettings = record(
  "A client's invoice settings (the spec's table, plus where notes and terms come from).",
  {
    tax_id: string(),
    late_fee: string('default `no`'),
    lineItem: string('default `project-date`'),
    lineItemText: string('a descriptive label for lineItem'),
    net_term: integer('payment terms in days: 30, or the organization default'),
    tax_rate: number('percentage; 0 unless given'),
    frequency: string('default `weekly`'),
    delay_days: integer('days of delay before auto-invoice (5)'),
    fixedPrice: number('0'),
    autoInvoice: string('default `off`'),
    amountBasedOn: string('default `hourly`'),
    reminder_days: string('payment reminder, days after (`10`)'),
    include_expense: string('default `no`'),
    include_non_billable_time: string('default `no`'),
    notes: nullableString('custom invoice notes'),
    org_notes: boolean("true: the organization's default invoice notes apply"),
    org_net_term: boolean("true: the organization's default payment terms apply"),
  },
);

const budget = record("A client's budget settings.", {
  budgetType: oneOf(['total_cost', 'hours_cost']),
  rate: string('`bill`'),
  cost: number('budget amount; 0 is no limit'),
  hours: number('budget in hours; 0 is no limit'),
  notifyAt: integer('percentage of budget use at which to notify (80)'),
  reset: string('`never`'),
  startDate: nullableString(),
  include_non_billable_time: boolean(),
});

const address = record(
  "A client's billing address and the mailing address copied from it.",
  Object.fromEntries(
    [
      'billing_address1',
      'billing_address2',
      'city',
      'state',
      'zipcode',
      'country',
      'mailing_address1',
      'mailing_address2',
      'mailing_city',
      'mailing_state',
      'mailing_zip',
    ].map((name) => [name, string()]),
  ),
);

const webhookFields: Record<string, JsonSchema> = {
  id: integer(),
  team_id: integer(),
  event: oneOf(['new_client', 'new_schedule']),
  target_url: string(),
  active: boolean('false once the receiver answered 410 Gone'),
  disabled_reason: nullableString(),
  created_by: integer(),
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** The error shapes of the spec ("Errors"). */
const errorSchemas: Record<string, JsonSchema> = {
  ErrorA: {
    type: 'object',
    description: 'Shape A: `{ error: <integer status>, message }`; `error` equals the HTTP status.',
    additionalProperties: false,
    required: ['error', 'message'],
    properties: { error: integer('the HTTP status'), message: string() },
  },
  ErrorB: {
    type: 'object',
    description: 'Shape B: `{ error: <message> }`, no numeric code in the body.',
    additionalProperties: false,
    required: ['error'],
    properties: { error: string() },
  },
  ErrorC: {
    type: 'object',
    description:
      'Shape C: `{ error: { <field>: [<message>, …] } }`, field-keyed validation messages.',
    additionalProperties: false,
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        minProperties: 1,
        additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 },
      },
    },
  },
};

/** Every response schema, by component name. */
export const RESPONSE_SCHEMAS: Record<string, JsonSchema> = {
  ...errorSchemas,
  User: record('The User record (as at login, without the token).', userFields),
  UserSession: record('The User record with its bearer token (register, login).', {
    ...userFields,
    token: string('bearer token (JWT) for the Authorization header'),
  }),
  Outcome: record('The outcome of a password-reset step.', { success: boolean(), msg: string() }),
  EmailVerification: record('The outcome of an email verification.', {
    success: boolean(),
    msg: string(),
    email_verified_at: string(),
  }),
  Team: record('A team (createTeam).', { id: integer(), name: string(), created_at: timestamp() }),
  TeamList: arrayOf(
    record('A team the caller can access, with their role in it.', {
      id: integer(),
      name: string(),
      description: nullableString(),
      created_at: timestamp(),
      role: oneOf(ROLES),
    }),
    'Every team the caller can access.',
  ),
  Success: record('A confirmation.', { success: string('a confirmation message') }),
  InvitationSent: record('sendInvitation: the invitation was sent (or the member added).', {
    success: string('a message confirming the invitation was sent'),
  }),
  PaySettings: paySettings,
  Invitation: record('An invitation to a team.', {
    id: integer(),
    team_id: integer(),
    email: string(),
    role: oneOf(['owner', 'manager', 'member']),
    status: oneOf(['pending', 'accepted', 'revoked', 'expired']),
    pay: nullableRef('PaySettings'),
    invited_by: integer(),
    created_at: timestamp(),
    expires_at: timestamp(),
    accepted_at: nullableString(),
    terms_accepted_by_inviter: boolean(),
  }),
  InvitationPage: page('Invitation'),
  Member: record('A member of a team.', {
    team_id: integer(),
    user_id: integer(),
    role: oneOf(['owner', 'manager', 'member']),
    name: nullableString(),
    email: nullableString(),
    pay: nullableRef('PaySettings'),
    joined_at: timestamp(),
  }),
  MemberPage: page('Member'),
  AcceptedInvitation: record('The accepted invitation: the new membership.', {
    success: string(),
    member: nullableRef('Member'),
  }),
  Group: record('A group of members of a team.', {
    id: integer(),
    team_id: integer(),
    name: string(),
    description: nullableString(),
    member_ids: arrayOf(integer()),
    manager_ids: arrayOf(integer()),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  GroupPage: page('Group'),
  TeamSettings: record("A team's feature settings and organization invoice defaults.", {
    team_id: integer(),
    add_registered_users_directly: boolean('an invitation of a registered user adds them at once'),
    terms_enabled: boolean(),
    terms_text: nullableString(),
    default_invoice_notes: nullableString(),
    default_net_term: integer('days'),
    updated_at: timestamp(),
  }),
  InvoiceSettings: invoiceSettings,
  Budget: budget,
  Address: address,
  Client: record('The Client record.', {
    id: integer(),
    name: string(),
    email: string(),
    phone: string(),
    company: string(),
    website: string(),
    profile: string('full URL of the logo, or "" when none'),
    team_id: integer('team of the creator'),
    user_id: integer('the creator'),
    invoices: nullableRef('InvoiceSettings'),
    budget: nullableRef('Budget'),
    isInternalClient: boolean('false for clients created through client create'),
    created_at: timestamp(),
    updated_at: timestamp(),
    address: nullableRef('Address'),
  }),
  ClientSaved: record('An object with a single key `success` holding the Client record.', {
    success: schemaRef('Client'),
  }),
  ClientPage: page('Client'),
  Project: record('The Project record (top level, not wrapped).', {
    id: integer(),
    project: string('name, capitalized'),
    key: string('2 to 5 letters, uppercase'),
    project_description: string(),
    team_id: integer(),
    client: {
      oneOf: [
        record('The client of the project.', {
          id: integer(),
          name: string(),
          profile: string('URL of the logo, or ""'),
        }),
        { type: 'null' },
      ],
    },
    project_manager: arrayOf(integer(), 'user ids'),
    qa_lead: integer('user id'),
    users: arrayOf(string(), 'user ids of the members'),
    groups: arrayOf(integer(), 'group ids'),
    watcher: arrayOf(string()),
    starting_date: nullableString('from start_date'),
    due_date: nullableString(),
    isBillable: boolean(),
    billable: oneOf(['yes', 'no']),
    visible: integer(),
    visiblity: integer('mirrors visible'),
    task: arrayOf(integer(), 'task ids; empty at creation'),
    completed: integer('completed tasks; 0 at creation'),
    user_id: integer('the creator'),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  ProjectPage: page('Project'),
  Task: record('A task of a project.', {
    id: integer(),
    name: string(),
    description: string(),
    project_id: integer(),
    team_id: integer(),
    assignee: { type: ['integer', 'null'], description: 'user id; null when unassigned' },
    due_date: nullableString(),
    status: oneOf(['open', 'completed']),
    created_by: integer(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  TaskPage: page('Task'),
  AssigneeChange: record('updateAssignee: the task and its new assignee.', {
    task_id: integer(),
    task_name: string(),
    project_id: integer(),
    assignee: { type: ['integer', 'null'], description: 'null when unassigned' },
    updated_at: timestamp(),
  }),
  ScheduleAdded: record('schedule add: a message confirming the data was added.', {
    success: string(),
  }),
  ScheduleEntry: record('One schedule entry: one member, one occurrence, in UTC.', {
    id: integer(),
    sid: string('Schedule ID: groups the entries of one schedule'),
    user_id: integer(),
    team_id: integer(),
    title: string(),
    start_date: string('UTC `YYYY-MM-DD HH:MM:SS`'),
    end_date: string('UTC `YYYY-MM-DD HH:MM:SS`'),
    minimum_hours: number('2 decimals'),
    repetition: oneOf(['never', 'weekly', 'bi-Weekly']),
    day_repeat: string('"" for never'),
    timezone: string('IANA zone name'),
    created_by: integer(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  ScheduleEntryPage: page('ScheduleEntry'),
  ScheduleDeleted: record('schedule delete: a message and the status code 200.', {
    message: string(),
    status: { type: 'integer', const: 200 },
  }),
  Webhook: record("A webhook subscription of the caller's team.", webhookFields),
  CreatedWebhook: record('A new webhook subscription with its signing secret, shown only here.', {
    ...webhookFields,
    secret: string('`whsec_` + base64: the Standard Webhooks signing secret'),
  }),
  WebhookPage: page('Webhook'),
  Delivery: record('A webhook delivery and its attempts.', {
    id: integer(),
    webhook_id: integer(),
    event_id: string('the webhook-id header: the domain event id'),
    event: string(),
    status: oneOf(['pending', 'retrying', 'succeeded', 'failed']),
    attempts: integer(),
    attempt_log: arrayOf(
      record('One delivery attempt.', {
        attempt: integer('1, 2, …'),
        at: timestamp(),
        response_status: { type: ['integer', 'null'], description: "the receiver's HTTP status" },
        latency_ms: integer(),
        outcome: string('succeeded | failed | gone | timeout | error'),
        error: nullableString(),
      }),
    ),
    next_attempt_at: nullableString(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  DeliveryPage: page('Delivery'),
};

/**
 * The body schema of each presenter. A route whose presenter is not here stops the
 * generation of openapi.yaml (and its test).
 */
export const PRESENTER_SCHEMAS = new Map<(reply: never) => unknown, string>([
  [presentUserSession, 'UserSession'],
  [presentUser, 'User'],
  [presentOutcome, 'Outcome'],
  [presentEmailVerification, 'EmailVerification'],
  [presentCreatedTeam, 'Team'],
  [presentTeamList, 'TeamList'],
  [presentInvitationSent, 'InvitationSent'],
  [presentSuccess, 'Success'],
  [presentInvitation, 'Invitation'],
  [presentInvitationPage, 'InvitationPage'],
  [presentMember, 'Member'],
  [presentMemberPage, 'MemberPage'],
  [presentAcceptedInvitation, 'AcceptedInvitation'],
  [presentGroup, 'Group'],
  [presentGroupPage, 'GroupPage'],
  [presentTeamSettings, 'TeamSettings'],
  [presentInvoiceSettings, 'InvoiceSettings'],
  [presentClient, 'Client'],
  [presentClientSaved, 'ClientSaved'],
  [presentClientPage, 'ClientPage'],
  [presentProject, 'Project'],
  [presentProjectPage, 'ProjectPage'],
  [presentTask, 'Task'],
  [presentTaskPage, 'TaskPage'],
  [presentAssigneeChange, 'AssigneeChange'],
  [presentScheduleAdded, 'ScheduleAdded'],
  [presentScheduleEntry, 'ScheduleEntry'],
  [presentScheduleEntryPage, 'ScheduleEntryPage'],
  [presentScheduleDeleted, 'ScheduleDeleted'],
  [presentCreatedWebhook, 'CreatedWebhook'],
  [presentWebhookPage, 'WebhookPage'],
  [presentDelivery, 'Delivery'],
  [presentDeliveryPage, 'DeliveryPage'],
]);
