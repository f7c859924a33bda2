// A client's invoice settings, read and changed on their own (GET/POST
// client/:id/invoice-settings). The values with a fixed vocabulary are checked
// against it; numbers against their ranges; org_notes / org_net_term take the
// organization's defaults as on create.
import { DELAY_DAYS_BOUNDS, Joi, PERCENT_BOUNDS, type Caller } from '@workmesh/platform';
import {
  AMOUNT_MAX,
  invoiceSourceChanges,
  needsOrganizationDefaults,
  NET_TERM_MAX_DAYS,
  NOTES_MAX_LENGTH,
  TAX_ID_MAX_LENGTH,
} from './client-rules';
import type { ClientsUseCases } from './clients';
import { clientNotFoundError } from './clients';
import type { ClientsDependencies } from './dependencies';
import type { InvoiceSettingsRecord } from './models';
import { authorize } from './permissions';
import { numberBetween, oneOf, optionalText, validated } from './request-validation';

export const YES_NO = ['yes', 'no'] as const;
export const AUTO_INVOICE = ['on', 'off'] as const;
export const FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const;
export const AMOUNT_BASED_ON = ['hourly', 'fixed'] as const;
const LABEL_MAX_LENGTH = 100;
const DELAY_MAX_DAYS = DELAY_DAYS_BOUNDS.maximum;

export type InvoiceSettingsChangesInput = Partial<InvoiceSettingsRecord>;

const invoiceSettingsChanges = Joi.object({
  tax_id: optionalText('tax_id', TAX_ID_MAX_LENGTH),
  late_fee: oneOf('late_fee', YES_NO),
  lineItem: Joi.string()
    .trim()
    .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(LABEL_MAX_LENGTH)
    .empty('')
    .messages({
      '*': `The lineItem must be lowercase words joined by hyphens (like project-date), at most ${LABEL_MAX_LENGTH} characters.`,
    }),
  lineItemText: Joi.string()
    .trim()
    .max(LABEL_MAX_LENGTH)
    .empty('')
    .messages({ '*': `The lineItemText may not be greater than ${LABEL_MAX_LENGTH} characters.` }),
  net_term: numberBetween('net_term', 0, NET_TERM_MAX_DAYS, true),
  tax_rate: numberBetween('tax_rate', PERCENT_BOUNDS.minimum, PERCENT_BOUNDS.maximum),
  frequency: oneOf('frequency', FREQUENCIES),
  delay_days: numberBetween('delay_days', 0, DELAY_MAX_DAYS, true),
  fixedPrice: numberBetween('fixedPrice', 0, AMOUNT_MAX),
  autoInvoice: oneOf('autoInvoice', AUTO_INVOICE),
  amountBasedOn: oneOf('amountBasedOn', AMOUNT_BASED_ON),
  // A string in the spec ("10"): a whole number of days.
  reminder_days: Joi.string()
    .trim()
    .pattern(/^\d{1,3}$/)
    .empty('')
    .custom((value: string, helpers) =>
      Number(value) > NET_TERM_MAX_DAYS ? helpers.error('any.invalid') : String(Number(value)),
    )
    .messages({
      '*': `The reminder_days must be a whole number of days between 0 and ${NET_TERM_MAX_DAYS}.`,
    }),
  include_expense: oneOf('include_expense', YES_NO),
  include_non_billable_time: oneOf('include_non_billable_time', YES_NO),
  notes: optionalText('notes', NOTES_MAX_LENGTH),
  org_notes: Joi.boolean(),
  org_net_term: Joi.boolean(),
});

export function invoiceSettingsUseCases(
  { repository, teams, logger }: ClientsDependencies,
  clients: Pick<ClientsUseCases, 'findClient'>,
) {
  /** GET client/:id/invoice-settings (any member). */
  async function getClientInvoiceSettings(
    caller: Caller | undefined,
    request: { client_id?: number },
  ): Promise<InvoiceSettingsRecord> {
    const { teamId } = await authorize(teams, caller, 'getClientInvoiceSettings');
    return (await clients.findClient(teamId, request.client_id)).invoices;
  }

  /** POST client/:id/invoice-settings/update (owner, manager): only the settings given change. */
  async function updateClientInvoiceSettings(
    caller: Caller | undefined,
    request: InvoiceSettingsChangesInput & { client_id?: number },
  ): Promise<InvoiceSettingsRecord> {
    const { caller: who, teamId } = await authorize(teams, caller, 'updateClientInvoiceSettings');
    const client = await clients.findClient(teamId, request.client_id);
    const { client_id: _clientId, ...fields } = request;
    const input = validated<InvoiceSettingsChangesInput>(invoiceSettingsChanges, fields);
    const organization = needsOrganizationDefaults(input, client.invoices)
      ? await teams.organizationDefaults(teamId)
      : undefined;
    const {
      notes: _notes,
      net_term: _netTerm,
      org_notes: _on,
      org_net_term: _ont,
      ...plain
    } = input;
    const updated = await repository.clients.update(teamId, client.id, {
      invoices: { ...plain, ...invoiceSourceChanges(input, client.invoices, organization) },
    });
    if (!updated) throw clientNotFoundError();
    logger.info(
      { team_id: teamId, client_id: client.id, by: who.userId },
      'client invoice settings updated',
    );
    return updated.invoices;
  }

  return { getClientInvoiceSettings, updateClientInvoiceSettings };
}

export type InvoiceSettingsUseCases = ReturnType<typeof invoiceSettingsUseCases>;
