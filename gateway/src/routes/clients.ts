// The clients service's routes (spec: "Client" and "Project"): the records they answer,
// with the proto's names, which are the spec's own spellings (`isInternalClient`,
// `lineItem`, `fixedPrice`, `visiblity`), the spec's error rows and the notes.
import {
  AMOUNT_BASES,
  AUTO_INVOICE_STATES,
  BUDGET_AMOUNT_BOUNDS,
  CALENDAR_DATE_PATTERN,
  CLIENT_NAME_REMOVED_CHARACTERS,
  CLIENT_NOTES_MAX_LENGTH,
  CLIENT_SEARCH_MAX_LENGTH,
  CLIENT_TEXT_MAX_LENGTH,
  CLIENT_WEBSITE_SCHEMES,
  DELAY_DAYS_BOUNDS,
  ID_BOUNDS,
  INVOICE_FREQUENCIES,
  INVOICE_LABEL_MAX_LENGTH,
  LINE_ITEM_PATTERN,
  NET_TERM_DAYS,
  PERCENT_BOUNDS,
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_ID_LIST_MAX_ITEMS,
  PROJECT_KEY_LETTERS,
  PROJECT_KEY_PATTERN,
  PROJECT_NAME_MAX_LENGTH,
  Reason,
  REMINDER_DAYS_BOUNDS,
  REMINDER_DAYS_DIGITS,
  SpecText,
  TAX_ID_MAX_LENGTH,
  VISIBLE_BOUNDS,
  YES_NO,
} from '@workmesh/platform';
import { shapeA, shapeB, type ErrorPresentations } from '../error-presentation';
import { flagGivenLists } from '../message-completion';
import { paddedWholeText } from '../openapi/numeric-text';
import {
  EMAIL,
  nonBlank,
  oneOfOrBlank,
  PAGE,
  patternBody,
  trimmedOrBlank,
  within,
  type FieldNote,
} from '../openapi/operation-notes';
import { page, record, wrapped } from '../reply-presentation';
import { confirmation, invalidRequest, route, serviceMessageErrors, type Route } from './route';

/** The spec's invoice settings object (key `default` in its table), plus where notes and terms come from. */
record('workmesh.clients.v1.InvoiceSettings', {
  component: 'InvoiceSettings',
  description:
    "A client's invoice settings (the spec's table, plus where notes and terms come from).",
  notes: {
    late_fee: { enum: YES_NO, description: 'default `no`' },
    lineItem: { description: 'default `project-date`' },
    lineItemText: { description: 'a descriptive label for lineItem' },
    net_term: { description: 'payment terms in days: 30, or the organization default' },
    tax_rate: { description: 'percentage; 0 unless given' },
    frequency: { enum: INVOICE_FREQUENCIES, description: 'default `weekly`' },
    delay_days: { description: 'days of delay before auto-invoice (5)' },
    fixedPrice: { description: '0' },
    autoInvoice: { enum: AUTO_INVOICE_STATES, description: 'default `off`' },
    amountBasedOn: { enum: AMOUNT_BASES, description: 'default `hourly`' },
    reminder_days: { description: 'payment reminder, days after (`10`)' },
    include_expense: { enum: YES_NO, description: 'default `no`' },
    include_non_billable_time: { enum: YES_NO, description: 'default `no`' },
    notes: { description: 'custom invoice notes' },
    org_notes: { description: "true: the organization's default invoice notes apply" },
    org_net_term: { description: "true: the organization's default payment terms apply" },
  },
});
/** The budget settings' vocabularies, for the record and its update alike. */
const BUDGET_TYPES = ['total_cost', 'hours_cost'];
const BUDGET_RATES = ['bill', 'pay'];
const BUDGET_RESETS = ['never', 'monthly'];

record('workmesh.clients.v1.Budget', {
  component: 'Budget',
  description: "A client's budget settings.",
  notes: {
    budgetType: { enum: BUDGET_TYPES },
    rate: { enum: BUDGET_RATES, description: 'the rate time is costed at; default `bill`' },
    cost: { description: 'budget amount; 0 is no limit' },
    hours: { description: 'budget in hours; 0 is no limit' },
    notifyAt: { description: 'percentage of budget use at which to notify (80)' },
    reset: { enum: BUDGET_RESETS, description: 'default `never`' },
    startDate: { description: "YYYY-MM-DD in the team's time zone, or null" },
  },
});
record('workmesh.clients.v1.Address', {
  component: 'Address',
  description: "A client's billing address and the mailing address copied from it.",
});
record('workmesh.clients.v1.Client', {
  component: 'Client',
  description: 'The Client record.',
  notes: {
    profile: { description: 'full URL of the logo, or "" when none' },
    team_id: { description: 'team of the creator' },
    user_id: { description: 'the creator' },
    isInternalClient: { description: 'false for clients created through client create' },
  },
});
record('workmesh.clients.v1.ProjectClient', {
  description: 'The client of the project.',
  notes: { profile: { description: 'URL of the logo, or ""' } },
});
record('workmesh.clients.v1.Project', {
  component: 'Project',
  description: 'The Project record (top level, not wrapped).',
  notes: {
    project: { description: 'name, capitalized' },
    key: { description: '2 to 5 letters, uppercase' },
    project_manager: { description: 'user ids' },
    qa_lead: { description: 'user id' },
    users: { description: 'user ids of the members' },
    groups: { description: 'group ids' },
    starting_date: { description: 'from start_date' },
    billable: { enum: ['yes', 'no'] },
    visiblity: { description: 'mirrors visible' },
    task: { description: 'task ids; empty at creation' },
    completed: { description: 'completed tasks; 0 at creation' },
    user_id: { description: 'the creator' },
  },
});

/** Client create (and update, its twin): "an object with a single key `success` holding the Client record". */
const clientSaved = wrapped('success', {
  component: 'ClientSaved',
  description: 'An object with a single key `success` holding the Client record.',
});

/**
 * Client create and update (spec rows, exact texts whatever the service said; all 400,
 * "email already used" included). The service's other validation messages
 * (`NAME_REQUIRED`, `INVALID_PARAMETERS`) and the gateway's field messages: 400 A.
 */
const clientFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.EMAIL_REQUIRED]: shapeA(400, SpecText.EMAIL_REQUIRED),
  [Reason.EMAIL_INVALID]: shapeA(400, SpecText.EMAIL_INVALID),
  [Reason.EMAIL_TAKEN]: shapeA(400, SpecText.EMAIL_TAKEN),
  [Reason.FILE_TYPE_NOT_ALLOWED]: shapeB(403, SpecText.FILE_TYPE_NOT_ALLOWED),
  // The gateway's refusal (before any call) or the service's, both from MAX_UPLOAD_BYTES.
  [Reason.FILE_TOO_LARGE]: shapeA(413),
};

/**
 * Project create (spec rows, exact texts whatever the service said; shape B statuses per
 * docs/architecture.md) and update. Every other validation failure, the gateway's type
 * errors included, is the spec's "bad parameters" row; two refusals name what is wrong.
 */
const projectFormErrors: ErrorPresentations = {
  ...serviceMessageErrors,
  [Reason.PROJECT_NAME_TAKEN]: shapeB(409, SpecText.PROJECT_NAME_TAKEN),
  [Reason.PROJECT_KEY_TAKEN]: shapeB(409, SpecText.PROJECT_KEY_TAKEN),
  [Reason.PROJECT_KEY_EMPTY]: shapeB(400, SpecText.PROJECT_KEY_EMPTY),
  [Reason.PROJECT_NAME_EMPTY]: shapeB(400, SpecText.PROJECT_NAME_EMPTY),
  [Reason.INVALID_PARAMETERS]: invalidRequest,
  invalid_argument: invalidRequest,
  [Reason.CLIENT_NOT_FOUND]: shapeA(404),
  [Reason.GROUPS_NOT_FOUND]: shapeA(404, SpecText.GROUPS_NOT_FOUND),
  [Reason.NOT_TEAM_MEMBERS]: shapeA(400),
};

/** Project create and update: `team_id` and `client_id` given as "" count as not given (the current team, the internal client). */
const PROJECT_SELECTORS = ['team_id', 'client_id'] as const;

/** Lists of a project given in the body (even empty) replace the stored ones; lists left out stay. */
const flagGivenProjectLists = flagGivenLists({
  project_manager: 'replace_project_manager',
  users: 'replace_users',
  groups: 'replace_groups',
});

/** Storing a logo in object storage comes before the answer: more than the default deadline. */
const UPLOAD_DEADLINE_MS = 15_000;

/** A client's texts besides name, email and the invoice settings' (trimmed; "" is none). */
const CLIENT_TEXT: FieldNote = { maxLength: CLIENT_TEXT_MAX_LENGTH };

const CLIENT_FIELDS: Record<string, FieldNote> = {
  name: {
    // Not blank once the removed characters are gone: one character that is neither.
    pattern: `[^\\s${CLIENT_NAME_REMOVED_CHARACTERS}]`,
    maxLength: CLIENT_TEXT_MAX_LENGTH,
    description: `these characters are removed: single and double quote, comma, semicolon, < >, [ ], !, +, |; then trimmed, at most ${CLIENT_TEXT_MAX_LENGTH} characters are left`,
  },
  email: { ...EMAIL, description: 'unique across all clients in the whole system' },
  phone: CLIENT_TEXT,
  company: { ...CLIENT_TEXT, description: 'company name if different from name' },
  website: {
    ...CLIENT_TEXT,
    // Not `format: uri`, which refuses "": the service takes "" (spaces) as no website.
    pattern: trimmedOrBlank(`(?:${CLIENT_WEBSITE_SCHEMES.join('|')})://[!-~]+`),
    description: 'an http or https URL; "" for none (on update: clears the website)',
    examples: ['https://example.com'],
  },
  billing_address1: { ...CLIENT_TEXT, description: 'copied to mailing_address1' },
  billing_address2: { ...CLIENT_TEXT, description: 'copied to mailing_address2' },
  city: { ...CLIENT_TEXT, description: 'copied to mailing_city' },
  state: { ...CLIENT_TEXT, description: 'copied to mailing_state' },
  zipcode: { ...CLIENT_TEXT, description: 'copied to mailing_zip' },
  country: { ...CLIENT_TEXT, description: 'billing country' },
  notes: {
    maxLength: CLIENT_NOTES_MAX_LENGTH,
    description: 'custom invoice notes, used when org_notes is false',
  },
  tax_id: { maxLength: TAX_ID_MAX_LENGTH, description: "the client's tax number" },
  net_term: {
    ...within(NET_TERM_DAYS),
    description: 'payment terms in days, used when org_net_term is false',
  },
  tax_rate: { ...within(PERCENT_BOUNDS), description: 'percentage' },
  org_notes: { description: "true: the client inherits the organization's default invoice notes" },
  org_net_term: {
    description: "true: the client inherits the organization's default payment terms",
  },
  budget_type: {
    enum: ['total_cost', 'hours_cost'],
    description: 'budget.budgetType: `total_cost` or `hours_cost`',
  },
  budget_cost: {
    ...within(BUDGET_AMOUNT_BOUNDS),
    description: 'budget.cost: budget amount in currency',
  },
  budget_hours: {
    ...within(BUDGET_AMOUNT_BOUNDS),
    description: 'budget.hours: budget in hours (for hours_cost)',
  },
  budget_notify_at: {
    ...within(PERCENT_BOUNDS),
    description: 'budget.notifyAt: percentage of budget use at which to notify',
  },
};

/** Budget update: the keys of the budget settings object, each optional. */
const BUDGET_FIELDS: Record<string, FieldNote> = {
  budgetType: { enum: BUDGET_TYPES, description: 'what the budget limits: cost or hours' },
  rate: { enum: BUDGET_RATES, description: 'the rate time is costed at: bill or pay' },
  cost: { ...within(BUDGET_AMOUNT_BOUNDS), description: 'budget amount in USD; 0 is no limit' },
  hours: { ...within(BUDGET_AMOUNT_BOUNDS), description: 'budget in hours; 0 is no limit' },
  notifyAt: {
    ...within(PERCENT_BOUNDS),
    description: 'percentage of budget use at which to notify, a whole number',
  },
  reset: { enum: BUDGET_RESETS, description: '`monthly`: use counts again from each month' },
  startDate: {
    pattern: `^(?:${patternBody(CALENDAR_DATE_PATTERN)})?$`,
    description: 'a calendar date YYYY-MM-DD in the team\'s time zone; "" clears it (null)',
  },
  include_non_billable_time: { description: 'whether non-billable time counts against the budget' },
};

const PROJECT_FIELDS: Record<string, FieldNote> = {
  project: { ...nonBlank(PROJECT_NAME_MAX_LENGTH), description: 'name; unique within the team' },
  key: {
    pattern: PROJECT_KEY_PATTERN,
    description: `unique within the team; ${PROJECT_KEY_LETTERS.minimum} to ${PROJECT_KEY_LETTERS.maximum} letters A–Z once every other character is removed`,
  },
  project_manager: {
    maxItems: PROJECT_ID_LIST_MAX_ITEMS,
    description:
      'user ids, an array or a comma-separated string; given (even empty) it replaces the list',
  },
  users: {
    maxItems: PROJECT_ID_LIST_MAX_ITEMS,
    description:
      'user ids of members, an array or a comma-separated string; given (even empty) it replaces the list',
  },
  groups: {
    maxItems: PROJECT_ID_LIST_MAX_ITEMS,
    description:
      'group ids, an array or a comma-separated string; the project is added to these groups; given (even empty) it replaces the list',
  },
  team_id: { description: "the team; absent or blank: the caller's current team" },
  client_id: {
    description: "the client; absent or blank: the team's internal client (created if needed)",
  },
  description: {
    maxLength: PROJECT_DESCRIPTION_MAX_LENGTH,
    description: 'shown as project_description',
  },
  qa_lead: { ...within(ID_BOUNDS), description: 'user id; default: the caller' },
  start_date: { description: 'ISO 8601 date-time' },
  due_date: { description: 'ISO 8601 date-time' },
  billable: { enum: ['yes', 'no'], description: '`yes` (default) or `no`' },
  visible: { ...within(VISIBLE_BOUNDS), description: 'visibility setting' },
};

/** A yes/no setting of the invoice settings; "" leaves it as it is. */
const YES_OR_NO = oneOfOrBlank(YES_NO);

/**
 * Invoice settings update: what the service takes for each setting (platform's
 * invoice-settings-rules.ts and field-bounds.ts). Texts are trimmed; "" leaves a setting
 * with a vocabulary as it is.
 */
const INVOICE_SETTINGS_FIELDS: Record<string, FieldNote> = {
  tax_id: { maxLength: TAX_ID_MAX_LENGTH, description: "the client's tax number" },
  late_fee: { ...YES_OR_NO, description: '`yes` or `no`' },
  lineItem: {
    pattern: trimmedOrBlank(patternBody(LINE_ITEM_PATTERN)),
    maxLength: INVOICE_LABEL_MAX_LENGTH,
    description: 'how invoices group time: lowercase words joined by hyphens (`project-date`)',
  },
  lineItemText: {
    maxLength: INVOICE_LABEL_MAX_LENGTH,
    description: 'a descriptive label for lineItem',
  },
  net_term: { ...within(NET_TERM_DAYS), description: 'payment terms in days' },
  tax_rate: { ...within(PERCENT_BOUNDS), description: 'percentage' },
  frequency: { ...oneOfOrBlank(INVOICE_FREQUENCIES), description: 'how often auto-invoice bills' },
  delay_days: { ...within(DELAY_DAYS_BOUNDS), description: 'days of delay before auto-invoice' },
  fixedPrice: { ...within(BUDGET_AMOUNT_BOUNDS), description: 'the fixed price, in USD' },
  autoInvoice: { ...oneOfOrBlank(AUTO_INVOICE_STATES), description: 'automatic invoicing' },
  amountBasedOn: {
    ...oneOfOrBlank(AMOUNT_BASES),
    description: '`fixed`: invoices bill fixedPrice as one line',
  },
  reminder_days: {
    pattern: trimmedOrBlank(paddedWholeText(REMINDER_DAYS_BOUNDS, REMINDER_DAYS_DIGITS)),
    description: `payment reminder, days after the due date: a whole number written with 1 to ${REMINDER_DAYS_DIGITS} digits ("10", "007")`,
  },
  include_expense: { ...YES_OR_NO, description: 'whether invoices include expenses' },
  include_non_billable_time: {
    ...YES_OR_NO,
    description: 'whether invoices bill non-billable time',
  },
  notes: {
    maxLength: CLIENT_NOTES_MAX_LENGTH,
    description: 'custom invoice notes, used when org_notes is false',
  },
  org_notes: { description: "true: the client takes the organization's default invoice notes" },
  org_net_term: { description: "true: the client takes the organization's default payment terms" },
};
const PROJECT_LIST_FLAGS = ['replace_project_manager', 'replace_users', 'replace_groups'];

export const CLIENTS_ROUTES: readonly Route[] = [
  // Clients
  route({
    method: 'POST',
    paths: ['/api/v1/client/create', '/api/v3/client/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateClient',
    idempotent: true,
    source: 'body',
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    successStatus: 201,
    reply: clientSaved,
    errors: clientFormErrors,
    notes: {
      summary: 'Create a client',
      description:
        "JSON, or a multipart form with the logo under `profile` (PNG, JPG or JPEG, at most MAX_UPLOAD_BYTES). The client belongs to the caller's current team, the caller is its creator; the billing address is copied to the mailing address; the `new_client` webhook is fired. Owners and managers.",
      required: ['name', 'email'],
      fields: CLIENT_FIELDS,
      example: { name: 'Acme Inc', email: 'billing@acme.example', net_term: 45 },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListClients',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: {
      summary: "List the team's clients",
      fields: {
        ...PAGE,
        search: { maxLength: CLIENT_SEARCH_MAX_LENGTH, description: 'on name or email' },
      },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetClient',
    source: 'none',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: { summary: 'Get a client' },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClient',
    source: 'body',
    params: { id: 'client_id' },
    bodyField: 'fields',
    upload: 'profile',
    deadlineMs: UPLOAD_DEADLINE_MS,
    reply: clientSaved,
    errors: clientFormErrors,
    notes: {
      summary: 'Change a client',
      description:
        'The fields of client create, each optional; JSON or a multipart form with a new logo. Owners and managers.',
      fields: CLIENT_FIELDS,
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteClient',
    source: 'body',
    params: { id: 'client_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: { summary: 'Delete a client', description: 'Owners and managers.' },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/client/:id/invoice-settings'],
    auth: true,
    service: 'clients',
    rpc: 'GetClientInvoiceSettings',
    source: 'none',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: { summary: "Get a client's invoice settings" },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/invoice-settings/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClientInvoiceSettings',
    source: 'body',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: {
      summary: "Change a client's invoice settings",
      description: 'Owners and managers.',
      fields: INVOICE_SETTINGS_FIELDS,
      example: { net_term: 45, delay_days: 5 },
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/client/:id/budget/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateClientBudget',
    source: 'body',
    params: { id: 'client_id' },
    errors: serviceMessageErrors,
    notes: {
      summary: "Change a client's budget settings",
      description:
        'The keys of the budget settings object, each optional: those not given keep their value. Answers the whole budget. Owners and managers.',
      fields: BUDGET_FIELDS,
      example: { budgetType: 'hours_cost', hours: 120, reset: 'monthly', startDate: '2026-01-01' },
    },
  }),

  // Projects
  route({
    method: 'POST',
    paths: ['/api/v3/project/create', '/api/v3/mobile/project/create'],
    auth: true,
    service: 'clients',
    rpc: 'CreateProject',
    idempotent: true,
    source: 'body',
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    successStatus: 201,
    errors: projectFormErrors,
    notes: {
      summary: 'Create a project',
      description:
        'The name is capitalized; the key is uppercased with special characters removed (2 to 5 letters); both are unique in the team. Owners and managers.',
      required: ['project', 'key'],
      fields: PROJECT_FIELDS,
      hidden: ['project_id', ...PROJECT_LIST_FLAGS],
      example: { project: 'Apollo', key: 'APX' },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/list'],
    auth: true,
    service: 'clients',
    rpc: 'ListProjects',
    source: 'query',
    selectors: ['client_id', 'group_id'],
    reply: page,
    errors: serviceMessageErrors,
    notes: {
      summary: "List the team's projects",
      fields: {
        ...PAGE,
        client_id: { description: "a client's projects (blank: all)" },
        group_id: { description: 'the projects added to a group (blank: all)' },
      },
    },
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/project/:id'],
    auth: true,
    service: 'clients',
    rpc: 'GetProject',
    source: 'none',
    params: { id: 'project_id' },
    errors: serviceMessageErrors,
    notes: { summary: 'Get a project' },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/update'],
    auth: true,
    service: 'clients',
    rpc: 'UpdateProject',
    source: 'body',
    params: { id: 'project_id' },
    selectors: PROJECT_SELECTORS,
    complete: flagGivenProjectLists,
    errors: projectFormErrors,
    notes: {
      summary: 'Change a project',
      description: 'The fields of project create, each optional. Owners and managers.',
      fields: PROJECT_FIELDS,
      hidden: PROJECT_LIST_FLAGS,
    },
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/project/:id/delete'],
    auth: true,
    service: 'clients',
    rpc: 'DeleteProject',
    source: 'body',
    params: { id: 'project_id' },
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: { summary: 'Delete a project', description: 'Owners and managers.' },
  }),
];
