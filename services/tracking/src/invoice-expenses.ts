// Client invoices' expenses (issue 35, tracking's part), claimed and released exactly as
// time entries are (invoice-entries.ts, whose notes on transactions and turns hold here
// too): ClaimInvoiceExpenses marks the client's billable, uninvoiced expenses dated in the
// invoice's days with the invoice and locks them ('invoiced'), in one transaction; the same
// invoice again answers the same expenses; ReleaseInvoiceExpenses (and the invoice.voided
// consumer, invoice-voids.ts) puts each back to the lock it had (an approved week's stay
// locked). Each records an expense.updated per expense changed.
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  dayOfIsoDate,
  ExpenseUpdated,
  isCurrencyCode,
  Joi,
  MAX_INVOICE_ENTRIES,
  Reason,
  unavailable,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { invoiceTooLargeError, validatedRelease } from './invoice-entry-rules';
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
  const { repository, outbox, logger } = deps;

  async function recordUpdated(expenses: ExpenseRecord[]): Promise<void> {
    if (expenses.length === 0) return;
    await outbox.record(...expenses.map((expense) => ExpenseUpdated.make(toExpenseData(expense))));
  }

  /** The claim's transaction: a retry answers what the invoice claimed before. */
  async function claim(
    input: ExpenseClaim,
  ): Promise<{ expenses: ExpenseRecord[]; changed: boolean }> {
    const earlier = await repository.expenses.ofInvoice(input.teamId, input.invoiceId);
    if (earlier.length > 0) return { expenses: earlier, changed: false };
    const invoiceable = await repository.expenses.countInvoiceable(input);
    if (invoiceable > MAX_INVOICE_ENTRIES) throw invoiceTooLargeError(invoiceable);
    const marked = await repository.expenses.markInvoiced(input);
    if (marked === 0) return { expenses: [], changed: false };
    const expenses = await repository.expenses.ofInvoice(input.teamId, input.invoiceId);
    // Anything but its own writes means another writer slipped in: nothing commits.
    if (expenses.length !== marked)
      throw unavailable(Reason.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    await recordUpdated(expenses);
    return { expenses, changed: true };
  }

  /** ClaimInvoiceExpenses: the claimed expenses, oldest date first (none: an empty list). */
  async function claimInvoiceExpenses(
    request: RequestOf<'ClaimInvoiceExpenses'>,
  ): Promise<ExpenseRecord[]> {
    const input = validatedExpenseClaim(request);
    const { expenses, changed } = await repository.transaction(() => claim(input));
    if (changed) {
      outbox.kick();
      logger.info(
        {
          team_id: input.teamId,
          client_id: input.clientId,
          invoice_id: input.invoiceId,
          expenses: expenses.length,
        },
        'expenses claimed for an invoice',
      );
    }
    return expenses;
  }

  /** The invoice's expenses leave it (idempotent): how many were released. */
  async function releaseInvoice(teamId: number, invoiceId: number): Promise<number> {
    const released = await repository.transaction(async () => {
      const expenses = await repository.expenses.releaseInvoice(teamId, invoiceId);
      await recordUpdated(expenses);
      return expenses;
    });
    if (released.length > 0) {
      outbox.kick();
      logger.info(
        { team_id: teamId, invoice_id: invoiceId, expenses: released.length },
        'expenses released from an invoice',
      );
    }
    return released.length;
  }

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
