// The rules of invoices' claims and releases of time entries (issue 20, tracking's part):
// the requests of the internal rpcs (team, client and invoice ids positive integers, the
// period [from, to) of ISO 8601 instants, the currency a code or '') and the refusal while a timer of the period
// runs. Pure: no I/O.
import {
  failedPrecondition,
  isCurrencyCode,
  InvoiceText,
  invoiceTooLargeText,
  Joi,
  Reason,
} from '@workmesh/platform';
import type { CurrencyClaim } from './models/time-entry-invoicing';
import { positiveId, validated } from './request-validation';
import { fieldError, instant } from './time-entry-rules';

/** More entries than one invoice bills: invoices answers 409 (A). */
export const invoiceTooLargeError = (entries: number) =>
  failedPrecondition(Reason.INVOICE_TOO_LARGE, invoiceTooLargeText(entries));

/** A running timer of the client starts in the period: invoices answers 409 (A). */
export const invoiceTimerRunningError = () =>
  failedPrecondition(Reason.INVOICE_TIMER_RUNNING, InvoiceText.TIMER_RUNNING);

const claimSchema = Joi.object({
  team_id: positiveId('team_id').required(),
  client_id: positiveId('client_id').required(),
  from: instant('from').required(),
  to: instant('to').required(),
  invoice_id: positiveId('invoice_id').required(),
  include_non_billable: Joi.boolean()
    .default(false)
    .messages({ '*': 'The include_non_billable must be true or false.' }),
  // The invoice's currency (issue 34): only entries billed in it; '' any.
  currency: Joi.string()
    .allow('')
    .default('')
    .custom((value: string, helpers) =>
      value === '' || isCurrencyCode(value) ? value : helpers.error('any.invalid'),
    )
    .messages({ '*': 'The currency must be an ISO 4217 currency code.' }),
});

export function validatedClaim(request: unknown): CurrencyClaim {
  const input = validated<{
    team_id: number;
    client_id: number;
    from: Date;
    to: Date;
    invoice_id: number;
    include_non_billable: boolean;
    currency: string;
  }>(claimSchema, request);
  if (input.to <= input.from) throw fieldError('to', 'The to must be a date-time after the from.');
  return {
    teamId: input.team_id,
    clientId: input.client_id,
    from: input.from,
    to: input.to,
    invoiceId: input.invoice_id,
    includeNonBillable: input.include_non_billable,
    currency: input.currency,
  };
}

const releaseSchema = Joi.object({
  team_id: positiveId('team_id').required(),
  invoice_id: positiveId('invoice_id').required(),
});

export const validatedRelease = (request: unknown): { team_id: number; invoice_id: number } =>
  validated<{ team_id: number; invoice_id: number }>(releaseSchema, request);
