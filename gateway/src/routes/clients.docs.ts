// What openapi.yaml says of the clients service's routes (routes/clients.ts) beyond the
// protos: the rules the service applies to each request field, summaries, examples.
import {
  RATE_TYPES,
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
  REMINDER_DAYS_BOUNDS,
  REMINDER_DAYS_DIGITS,
  TAX_ID_MAX_LENGTH,
  VISIBLE_BOUNDS,
  YES_NO,
  BUDGET_TYPES,
  BUDGET_RATES,
  BUDGET_RESETS,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
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
  type OperationNotes,
} from '../openapi/operation-notes';

/** A client's texts besides name, email and the invoice settings' (trimmed; "" is none). */
const CLIENT_TEXT: FieldNote = { maxLength: CLIENT_TEXT_MAX_LENGTH };

/**
 * Issue 34: the client's currency (its rates, entries, budget and invoices are in it),
 * ISO 4217 in any case, stored upper case.
 */
const CURRENCY: FieldNote = {
  pattern: '^\\s*[A-Za-z]{3}\\s*$',
  description:
    "ISO 4217 code (any case, stored upper case); on create the team's currency unless given. A change applies to entries written afterwards: entries, invoices and rates already stored keep theirs",
  examples: ['EUR'],
};

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
    enum: BUDGET_TYPES,
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
  currency: CURRENCY,
};

/** Budget update: the keys of the budget settings object, each optional. */
const BUDGET_FIELDS: Record<string, FieldNote> = {
  budgetType: { enum: BUDGET_TYPES, description: 'what the budget limits: cost or hours' },
  rate: { enum: BUDGET_RATES, description: 'the rate time is costed at: bill or pay' },
  cost: {
    ...within(BUDGET_AMOUNT_BOUNDS),
    description: "budget amount in the client's currency; 0 is no limit",
  },
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
  billable: { enum: YES_NO, description: '`yes` (default) or `no`' },
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
    ...oneOfOrBlank(RATE_TYPES),
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

/** The notes of each route, by its rpc. */
export const CLIENTS_NOTES = {
  CreateClient: {
    summary: 'Create a client',
    description:
      "JSON, or a multipart form with the logo under `profile` (PNG, JPG or JPEG, at most MAX_UPLOAD_BYTES). The client belongs to the caller's current team, the caller is its creator; the billing address is copied to the mailing address; the `new_client` webhook is fired. Owners and managers.",
    required: ['name', 'email'],
    fields: CLIENT_FIELDS,
    example: { name: 'Acme Inc', email: 'billing@acme.example', net_term: 45 },
  },
  ListClients: {
    summary: "List the team's clients",
    fields: {
      ...PAGE,
      search: { maxLength: CLIENT_SEARCH_MAX_LENGTH, description: 'on name or email' },
    },
  },
  GetClient: { summary: 'Get a client' },
  UpdateClient: {
    summary: 'Change a client',
    description:
      'The fields of client create, each optional; JSON or a multipart form with a new logo. Owners and managers.',
    fields: CLIENT_FIELDS,
  },
  DeleteClient: { summary: 'Delete a client', description: 'Owners and managers.' },
  GetClientInvoiceSettings: { summary: "Get a client's invoice settings" },
  UpdateClientInvoiceSettings: {
    summary: "Change a client's invoice settings",
    description: 'Owners and managers.',
    fields: INVOICE_SETTINGS_FIELDS,
    example: { net_term: 45, delay_days: 5 },
  },
  UpdateClientBudget: {
    summary: "Change a client's budget settings",
    description:
      'The keys of the budget settings object, each optional: those not given keep their value. Answers the whole budget. Owners and managers.',
    fields: BUDGET_FIELDS,
    example: { budgetType: 'hours_cost', hours: 120, reset: 'monthly', startDate: '2026-01-01' },
  },
  CreateProject: {
    summary: 'Create a project',
    description:
      'The name is capitalized; the key is uppercased with special characters removed (2 to 5 letters); both are unique in the team. Owners and managers.',
    required: ['project', 'key'],
    fields: PROJECT_FIELDS,
    hidden: ['project_id', ...PROJECT_LIST_FLAGS],
    example: { project: 'Apollo', key: 'APX' },
  },
  ListProjects: {
    summary: "List the team's projects",
    fields: {
      ...PAGE,
      client_id: { description: "a client's projects (blank: all)" },
      group_id: { description: 'the projects added to a group (blank: all)' },
    },
  },
  GetProject: { summary: 'Get a project' },
  UpdateProject: {
    summary: 'Change a project',
    description: 'The fields of project create, each optional. Owners and managers.',
    fields: PROJECT_FIELDS,
    hidden: PROJECT_LIST_FLAGS,
  },
  DeleteProject: { summary: 'Delete a project', description: 'Owners and managers.' },
} satisfies Partial<Record<RpcName<'clients'>, OperationNotes>>;
