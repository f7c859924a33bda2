// A client's invoice settings, read and changed on their own (GET/POST
// client/:id/invoice-settings). The values with a fixed vocabulary are checked
// against it; numbers against their ranges; org_notes / org_net_term take the
// organization's defaults as on create. The vocabularies, patterns and lengths are
// platform's (invoice-settings-rules.ts), which the gateway's description shows.
import {
  AUTO_INVOICE_STATES,
  BUDGET_AMOUNT_BOUNDS,
  CLIENT_NOTES_MAX_LENGTH,
  DELAY_DAYS_BOUNDS,
  INVOICE_FREQUENCIES,
  INVOICE_LABEL_MAX_LENGTH,
  Joi,
  LINE_ITEM_PATTERN,
  NET_TERM_DAYS,
  PERCENT_BOUNDS,
  RATE_TYPES,
  REMINDER_DAYS_BOUNDS,
  REMINDER_DAYS_DIGITS,
  TAX_ID_MAX_LENGTH,
  YES_NO,
  type Caller,
} from '@workmesh/platform';
import { invoiceSourceChanges, needsOrganizationDefaults } from './client-rules';
import type { ClientsUseCases } from './clients';
import { clientNotFoundError, recordClientUpdate } from './clients';
import type { ClientsDependencies } from './dependencies';
import { CLIENTS_AUDIT_ACTIONS } from './events';
import type { InvoiceSettingsRecord } from './models';
import { authorize } from './permissions';
import { numberWithin, oneOf, optionalText, validated } from './request-validation';

const { minimum: REMINDER_MIN_DAYS, maximum: REMINDER_MAX_DAYS } = REMINDER_DAYS_BOUNDS;

export type InvoiceSettingsChangesInput = Partial<InvoiceSettingsRecord>;

const invoiceSettingsChanges = Joi.object({
  tax_id: optionalText('tax_id', TAX_ID_MAX_LENGTH),
  late_fee: oneOf('late_fee', YES_NO),
  lineItem: Joi.string()
    .trim()
    .pattern(new RegExp(LINE_ITEM_PATTERN))
    .max(INVOICE_LABEL_MAX_LENGTH)
    .empty('')
    .messages({
      '*': `The lineItem must be lowercase words joined by hyphens (like project-date), at most ${INVOICE_LABEL_MAX_LENGTH} characters.`,
    }),
  lineItemText: Joi.string()
    .trim()
    .max(INVOICE_LABEL_MAX_LENGTH)
    .empty('')
    .messages({
      '*': `The lineItemText may not be greater than ${INVOICE_LABEL_MAX_LENGTH} characters.`,
    }),
  net_term: numberWithin('net_term', NET_TERM_DAYS, true),
  tax_rate: numberWithin('tax_rate', PERCENT_BOUNDS),
  frequency: oneOf('frequency', INVOICE_FREQUENCIES),
  delay_days: numberWithin('delay_days', DELAY_DAYS_BOUNDS, true),
  fixedPrice: numberWithin('fixedPrice', BUDGET_AMOUNT_BOUNDS),
  autoInvoice: oneOf('autoInvoice', AUTO_INVOICE_STATES),
  amountBasedOn: oneOf('amountBasedOn', RATE_TYPES),
  // A string in the spec ("10"): a whole number of days, stored without leading zeros.
  reminder_days: Joi.string()
    .trim()
    .pattern(new RegExp(`^\\d{1,${REMINDER_DAYS_DIGITS}}$`))
    .empty('')
    .custom((value: string, helpers) =>
      Number(value) < REMINDER_MIN_DAYS || Number(value) > REMINDER_MAX_DAYS
        ? helpers.error('any.invalid')
        : String(Number(value)),
    )
    .messages({
      '*': `The reminder_days must be a whole number of days between ${REMINDER_MIN_DAYS} and ${REMINDER_MAX_DAYS}.`,
    }),
  include_expense: oneOf('include_expense', YES_NO),
  include_non_billable_time: oneOf('include_non_billable_time', YES_NO),
  notes: optionalText('notes', CLIENT_NOTES_MAX_LENGTH),
  org_notes: Joi.boolean(),
  org_net_term: Joi.boolean(),
});

/** An invoice settings update's keys, validated (INVALID_PARAMETERS naming each bad one). */
export const validatedInvoiceSettingsChanges = (fields: object): InvoiceSettingsChangesInput =>
  validated<InvoiceSettingsChangesInput>(invoiceSettingsChanges, fields);

export function invoiceSettingsUseCases(
  { repository, outbox, teams, logger }: ClientsDependencies,
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
    const input = validatedInvoiceSettingsChanges(fields);
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
    const updated = await repository.transaction(async () => {
      const result = await repository.clients.update(teamId, client.id, {
        invoices: { ...plain, ...invoiceSourceChanges(input, client.invoices, organization) },
      });
      if (!result) throw clientNotFoundError();
      await recordClientUpdate(
        { outbox },
        CLIENTS_AUDIT_ACTIONS.UpdateClientInvoiceSettings,
        client,
        result,
      );
      return result;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, client_id: client.id, by: who.userId },
      'client invoice settings updated',
    );
    return updated.invoices;
  }

  return { getClientInvoiceSettings, updateClientInvoiceSettings };
}

export type InvoiceSettingsUseCases = ReturnType<typeof invoiceSettingsUseCases>;
