// The rules of invoices' claims and releases of time entries (issue 20, tracking's part):
// the requests of the internal rpcs (team, client and invoice ids positive integers, the
// period [from, to) of ISO 8601 instants) and the refusal while a timer of the period
// runs. Pure: no I/O.
import {
  failedPrecondition,
  InvoiceText,
  invoiceTooLargeText,
  Joi,
  Reason,
} from '@workmesh/platform';
import type { InvoiceClaim } from './models';
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
});

export function validatedClaim(request: unknown): InvoiceClaim {
  const input = validated<{
    team_id: number;
    client_id: number;
    from: Date;
    to: Date;
    invoice_id: number;
    include_non_billable: boolean;
  }>(claimSchema, request);
  if (input.to <= input.from) throw fieldError('to', 'The to must be a date-time after the from.');
  return {
    teamId: input.team_id,
    clientId: input.client_id,
    from: input.from,
    to: input.to,
    invoiceId: input.invoice_id,
    includeNonBillable: input.include_non_billable,
  };
}

const releaseSchema = Joi.object({
  team_id: positiveId('team_id').required(),
  invoice_id: positiveId('invoice_id').required(),
});

export const validatedRelease = (request: unknown): { team_id: number; invoice_id: number } =>
  validated<{ team_id: number; invoice_id: number }>(releaseSchema, request);
