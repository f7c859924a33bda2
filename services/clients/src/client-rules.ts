// The rules of a client's fields (spec: Client): name sanitizing, the email rules,
// the billing → mailing address copy, and the invoice and budget settings with their
// exact defaults, including what is inherited from the organization (org_notes,
// org_net_term), and the new client record they make. Pure: no I/O.
import {
  BUDGET_AMOUNT_BOUNDS,
  BUDGET_TYPES,
  CLIENT_INVOICE_DEFAULTS,
  CLIENT_NAME_REMOVED_CHARACTERS,
  CLIENT_NOTES_MAX_LENGTH,
  CLIENT_TEXT_MAX_LENGTH,
  CLIENT_WEBSITE_SCHEMES,
  EMAIL_MAX_LENGTH,
  EMPTY_CLIENT_ADDRESS,
  NET_TERM_DAYS,
  PERCENT_BOUNDS,
  invalidArgument,
  isCurrencyCode,
  Joi,
  Reason,
  SpecText,
  TAX_ID_MAX_LENGTH,
} from '@workmesh/platform';
import type {
  AddressRecord,
  BudgetRecord,
  ClientChanges,
  InvoiceSettingsRecord,
  NewClient,
} from './models';
import { givenFields, numberBetween, oneOf, optionalText, validated } from './request-validation';
import type { RequestOf } from './models/proto-messages';
import type { OrganizationDefaults } from './teams-directory';

const NAME_REQUIRED_MESSAGE = 'The name field is required.';

/** Spec (errors of client create): shown as A 400. */
export const emailTakenError = () =>
  invalidArgument(Reason.EMAIL_TAKEN, SpecText.EMAIL_TAKEN, { email: [SpecText.EMAIL_TAKEN] });

/** "Absurd" amounts: budgets and prices above a billion are refused. */
export const AMOUNT_MAX = BUDGET_AMOUNT_BOUNDS.maximum;
export const NET_TERM_MAX_DAYS = NET_TERM_DAYS.maximum;

/** Spec: the invoice settings object's defaults (platform's, which the clients stub shares). */
export const INVOICE_DEFAULTS: InvoiceSettingsRecord = {
  ...CLIENT_INVOICE_DEFAULTS,
  notes: CLIENT_INVOICE_DEFAULTS.notes ?? '',
};

/** Spec: the budget settings object's defaults. */
export const BUDGET_DEFAULTS: BudgetRecord = {
  budgetType: 'total_cost',
  rate: 'bill',
  cost: 0,
  hours: 0,
  notifyAt: 80,
  reset: 'never',
  startDate: null,
  include_non_billable_time: true,
};

export const EMPTY_ADDRESS: AddressRecord = { ...EMPTY_CLIENT_ADDRESS };

/** Spec: characters removed from a client's name automatically. */
const NAME_REMOVED_CHARACTERS = new RegExp(`[${CLIENT_NAME_REMOVED_CHARACTERS}]`, 'g');

/** The name with the spec's characters removed, then trimmed. */
export const sanitizeName = (name: string): string =>
  name.replace(NAME_REMOVED_CHARACTERS, '').trim();

/** The request fields of a client, as the proto carries them (unset = undefined). */
export type ClientFieldsInput = NonNullable<RequestOf<'CreateClient'>['fields']>;

/** Validated: trimmed texts, lowercased email, sanitized name; undefined = not given. */
export type ClientFields = ClientFieldsInput;

const emailField = Joi.string()
  .trim()
  .lowercase()
  .max(EMAIL_MAX_LENGTH)
  .email({ tlds: { allow: false } })
  .messages({
    'any.required': SpecText.EMAIL_REQUIRED,
    'string.empty': SpecText.EMAIL_REQUIRED,
    '*': SpecText.EMAIL_INVALID,
  });

const nameField = Joi.string()
  .max(CLIENT_TEXT_MAX_LENGTH)
  .messages({
    'any.required': NAME_REQUIRED_MESSAGE,
    'string.empty': NAME_REQUIRED_MESSAGE,
    'string.max': `The name may not be greater than ${CLIENT_TEXT_MAX_LENGTH} characters.`,
    '*': NAME_REQUIRED_MESSAGE,
  });

const nameAsSent = Joi.object({ name: nameField });

// The client's own top-level fields: stored as given (the name sanitized, the email
// lowercased). A new one of these needs only its rule here and its place in the model.
const contactRules = {
  email: emailField,
  name: nameField,
  phone: optionalText('phone', CLIENT_TEXT_MAX_LENGTH),
  company: optionalText('company', CLIENT_TEXT_MAX_LENGTH),
  // Spec: string (URI). A blank one means none, on create and update alike (an update clears it).
  website: Joi.string()
    .trim()
    .allow('')
    .max(CLIENT_TEXT_MAX_LENGTH)
    .uri({ scheme: [...CLIENT_WEBSITE_SCHEMES] })
    .messages({ '*': 'The website must be a valid http or https URL.' }),
};

/** Spec-style text of a currency that is not ISO 4217 (the team settings' too). */
export const INVALID_CURRENCY_MESSAGE = 'The currency must be an ISO 4217 currency code.';

/** ISO 4217 in any case, stored upper case ("eur" → "EUR"). */
const currencyField = Joi.string()
  .trim()
  .custom((value: string, helpers) => {
    const code = value.toUpperCase();
    return isCurrencyCode(code) ? code : helpers.error('any.invalid');
  })
  .messages({ '*': INVALID_CURRENCY_MESSAGE });

const CONTACT_FIELDS: ReadonlySet<string> = new Set(Object.keys(contactRules));

// Key order is the order violations are reported in: the email's reasons come first.
const fieldRules = {
  ...contactRules,
  // The fields below fill the address, invoice and budget settings.
  billing_address1: optionalText('billing_address1', CLIENT_TEXT_MAX_LENGTH),
  billing_address2: optionalText('billing_address2', CLIENT_TEXT_MAX_LENGTH),
  city: optionalText('city', CLIENT_TEXT_MAX_LENGTH),
  state: optionalText('state', CLIENT_TEXT_MAX_LENGTH),
  zipcode: optionalText('zipcode', CLIENT_TEXT_MAX_LENGTH),
  country: optionalText('country', CLIENT_TEXT_MAX_LENGTH),
  notes: optionalText('notes', CLIENT_NOTES_MAX_LENGTH),
  net_term: numberBetween('net_term', 0, NET_TERM_MAX_DAYS, true),
  tax_id: optionalText('tax_id', TAX_ID_MAX_LENGTH),
  tax_rate: numberBetween('tax_rate', PERCENT_BOUNDS.minimum, PERCENT_BOUNDS.maximum),
  org_notes: Joi.boolean(),
  org_net_term: Joi.boolean(),
  budget_type: oneOf('budget_type', BUDGET_TYPES),
  budget_cost: numberBetween('budget_cost', 0, AMOUNT_MAX),
  budget_hours: numberBetween('budget_hours', 0, AMOUNT_MAX),
  budget_notify_at: numberBetween(
    'budget_notify_at',
    PERCENT_BOUNDS.minimum,
    PERCENT_BOUNDS.maximum,
    true,
  ),
  // Issue 34: the client's currency (the team's unless given at creation).
  currency: currencyField,
};

const newClientFields = Joi.object({
  ...fieldRules,
  email: emailField.required(),
  name: nameField.required(),
});
const clientFieldChanges = Joi.object(fieldRules);

function reasonOf(detail: Joi.ValidationErrorItem): Reason {
  const field = detail.path[0];
  if (field === 'email')
    return detail.type === 'any.required' || detail.type === 'string.empty'
      ? Reason.EMAIL_REQUIRED
      : Reason.EMAIL_INVALID;
  if (field === 'name' && detail.type !== 'string.max') return Reason.NAME_REQUIRED;
  return Reason.INVALID_PARAMETERS;
}

/**
 * The fields of a new client (email and name required) or of a change (only what is
 * given), validated and normalized. The name is sanitized before it is checked, so a
 * name of removed characters only is missing.
 */
export function validatedClientFields(
  input: ClientFieldsInput | null | undefined,
  mode: 'create' | 'update',
): ClientFields {
  const fields = { ...(input ?? {}) };
  if (typeof fields.name === 'string') {
    // The name's limit bounds it as sent (the description's maxLength), before sanitizing.
    validated(nameAsSent, { name: fields.name }, reasonOf);
    fields.name = sanitizeName(fields.name);
  }
  return validated<ClientFields>(
    mode === 'create' ? newClientFields : clientFieldChanges,
    fields,
    reasonOf,
  );
}

/** Spec: billing address fields are copied to the mailing address. Only the given ones change. */
export function addressChanges(fields: ClientFields): Partial<AddressRecord> {
  const changes: Partial<AddressRecord> = {};
  const copy = (
    value: string | undefined,
    billing: keyof AddressRecord,
    mailing?: keyof AddressRecord,
  ) => {
    if (value === undefined) return;
    changes[billing] = value;
    if (mailing) changes[mailing] = value;
  };
  copy(fields.billing_address1, 'billing_address1', 'mailing_address1');
  copy(fields.billing_address2, 'billing_address2', 'mailing_address2');
  copy(fields.city, 'city', 'mailing_city');
  copy(fields.state, 'state', 'mailing_state');
  copy(fields.zipcode, 'zipcode', 'mailing_zip');
  copy(fields.country, 'country');
  return changes;
}

/** The budget's request names (budget_type, budget_cost…) mapped onto the object's keys. */
export function budgetChanges(fields: ClientFields): Partial<BudgetRecord> {
  return givenFields({
    budgetType: fields.budget_type,
    cost: fields.budget_cost,
    hours: fields.budget_hours,
    notifyAt: fields.budget_notify_at,
  });
}

/** Where notes and net term come from, as requested. */
export interface InvoiceSourceInput {
  notes?: string;
  net_term?: number;
  org_notes?: boolean;
  org_net_term?: boolean;
}

type InvoiceSource = Pick<
  InvoiceSettingsRecord,
  'notes' | 'net_term' | 'org_notes' | 'org_net_term'
>;

/**
 * Whether the change takes a value from the organization: its flag is (or stays)
 * on and the flag or the value it governs is part of the request.
 */
export function needsOrganizationDefaults(
  input: InvoiceSourceInput,
  current: InvoiceSource,
): boolean {
  const orgNotes = input.org_notes ?? current.org_notes;
  const orgNetTerm = input.org_net_term ?? current.org_net_term;
  return (
    (orgNotes && (input.org_notes !== undefined || input.notes !== undefined)) ||
    (orgNetTerm && (input.org_net_term !== undefined || input.net_term !== undefined))
  );
}

/**
 * Spec: org_notes true → the organization's default invoice notes, false → the notes
 * given; org_net_term true → the organization's default payment terms, false → the
 * net_term given. The organization's values are copied at the time of the write.
 */
export function invoiceSourceChanges(
  input: InvoiceSourceInput,
  current: InvoiceSource,
  organization: OrganizationDefaults | undefined,
): Partial<InvoiceSettingsRecord> {
  const changes: Partial<InvoiceSettingsRecord> = {};
  const orgNotes = input.org_notes ?? current.org_notes;
  const orgNetTerm = input.org_net_term ?? current.org_net_term;
  if (input.org_notes !== undefined) changes.org_notes = input.org_notes;
  if (input.org_net_term !== undefined) changes.org_net_term = input.org_net_term;
  if (orgNotes) {
    if (organization && (input.org_notes !== undefined || input.notes !== undefined))
      changes.notes = organization.default_invoice_notes;
  } else if (input.notes !== undefined) changes.notes = input.notes;
  if (orgNetTerm) {
    if (organization && (input.org_net_term !== undefined || input.net_term !== undefined))
      changes.net_term = organization.default_net_term;
  } else if (input.net_term !== undefined) changes.net_term = input.net_term;
  return changes;
}

/** The invoice settings a client's fields change (tax_id, tax_rate, notes, net_term and their flags). */
export function invoiceChanges(
  fields: ClientFields,
  current: InvoiceSettingsRecord,
  organization: OrganizationDefaults | undefined,
): Partial<InvoiceSettingsRecord> {
  return {
    ...givenFields({ tax_id: fields.tax_id, tax_rate: fields.tax_rate }),
    ...invoiceSourceChanges(fields, current, organization),
  };
}

/** The top-level contact fields given (the name already sanitized, the email lowercased). */
export function contactChanges(fields: ClientFields): ClientChanges {
  return givenFields(
    Object.fromEntries(Object.entries(fields).filter(([field]) => CONTACT_FIELDS.has(field))),
  ) as ClientChanges;
}

/** Who makes a new client, and with what, besides its fields. */
export interface NewClientMaking {
  id: number;
  teamId: number;
  /** The creator. */
  userId: number;
  /** The stored logo's object key, '' when none. */
  profileKey: string;
  /** The organization's invoice defaults, when a flag takes from them. */
  organization: OrganizationDefaults | undefined;
  /** The team's currency: the client's unless the fields give one. */
  teamCurrency: string;
}

/**
 * A new client from validated create fields (email and name given): the contact fields
 * as given, billing address copied to mailing, the spec's invoice and budget defaults
 * for what is not given.
 */
export function newClientRecord(fields: ClientFields, making: NewClientMaking): NewClient {
  const { id, teamId, userId, profileKey, organization, teamCurrency } = making;
  return {
    ...(contactChanges(fields) as Pick<NewClient, 'name' | 'email'>),
    id,
    team_id: teamId,
    user_id: userId,
    profile_key: profileKey,
    address: { ...EMPTY_ADDRESS, ...addressChanges(fields) },
    invoices: { ...INVOICE_DEFAULTS, ...invoiceChanges(fields, INVOICE_DEFAULTS, organization) },
    budget: { ...BUDGET_DEFAULTS, ...budgetChanges(fields) },
    isInternalClient: false,
    currency: fields.currency ?? teamCurrency,
  };
}

/**
 * The currency a change gives (issue 34). Entries written afterwards bill in it; entries,
 * invoices and rates already stored keep theirs.
 */
export const currencyChanges = (fields: ClientFields): ClientChanges =>
  fields.currency === undefined ? {} : { currency: fields.currency };
