// Client invoices' expenses (issue 35, tracking's part), claimed and released exactly as
// time entries are (invoice-entries.ts, whose notes on transactions and turns hold here
// too): ClaimInvoiceExpenses marks the client's billable, uninvoiced expenses dated in the
// invoice's days with the invoice and locks them ('invoiced'), in one transaction; the same
// invoice again answers the same expenses; ReleaseInvoiceExpenses (and the invoice.voided
// consumer, invoice-voids.ts) puts each back to the lock it had (an approved week's stay
// locked). Each records an expense.updated per expense changed.
import { dayOfIsoDate, ExpenseUpdated, isCurrencyCode, Joi } from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { invoiceClaims } from './invoice-claims';
import { validatedRelease } from './invoice-entry-rules';
import { toExpenseData, type ExpenseRecord } from './models';
import type { ExpenseClaim } from './models/expense-invoicing';
import type { RequestOf } from './models/proto-messages';
import { positiveId, validated } from './request-validation';
import { fieldError } from './time-entry-rules';

const day = (name: string) =>
  Joi.string()
    .custom((value: string, helpers) =>
      dayOfIsoDate(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .messages({ '*': `The ${name} must be a date (YYYY-MM-DD).` });

const claimSchema = Joi.object({
  team_id: positiveId('team_id').required(),
  client_id: positiveId('client_id').required(),
  from: day('from').required(),
  to: day('to').required(),
  invoice_id: positiveId('invoice_id').required(),
  currency: Joi.string()
    .allow('')
    .default('')
    .custom((value: string, helpers) =>
      value === '' || isCurrencyCode(value) ? value : helpers.error('any.invalid'),
    )
    .messages({ '*': 'The currency must be an ISO 4217 currency code.' }),
});

/** The claim's request: ids positive, the days YYYY-MM-DD with to not before from. */
export function validatedExpenseClaim(request: unknown): ExpenseClaim {
  const input = validated<{
    team_id: number;
    client_id: number;
    from: string;
    to: string;
    invoice_id: number;
    currency: string;
  }>(claimSchema, request);
  if (input.to < input.from) throw fieldError('to', 'The to must be a date on or after the from.');
  return {
    teamId: input.team_id,
    clientId: input.client_id,
    from: input.from,
    to: input.to,
    invoiceId: input.invoice_id,
    currency: input.currency,
  };
}

export function invoiceExpensesUseCases(deps: TrackingDependencies) {
  const { repository, outbox } = deps;

  const claims = invoiceClaims(deps, {
    store: repository.expenses,
    plural: 'expenses',
    countField: 'expenses',
    recordUpdated: (expenses: ExpenseRecord[]) =>
      outbox.record(...expenses.map((expense) => ExpenseUpdated.make(toExpenseData(expense)))),
  });

  /** ClaimInvoiceExpenses: the claimed expenses, oldest date first (none: an empty list). */
  const claimInvoiceExpenses = (
    request: RequestOf<'ClaimInvoiceExpenses'>,
  ): Promise<ExpenseRecord[]> => claims.claim(validatedExpenseClaim(request));

  /** The invoice's expenses leave it (idempotent): how many were released. */
  const releaseInvoice = (teamId: number, invoiceId: number): Promise<number> =>
    claims.release(teamId, invoiceId);

  /** ReleaseInvoiceExpenses. */
  async function releaseInvoiceExpenses(
    request: RequestOf<'ReleaseInvoiceExpenses'>,
  ): Promise<{ released: number }> {
    const input = validatedRelease(request);
    return { released: await releaseInvoice(input.team_id, input.invoice_id) };
  }

  return { claimInvoiceExpenses, releaseInvoiceExpenses, releaseInvoice };
}

export type InvoiceExpensesUseCases = ReturnType<typeof invoiceExpensesUseCases>;
