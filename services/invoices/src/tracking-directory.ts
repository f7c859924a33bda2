// What the invoices service asks tracking, which owns the time entries: claim the
// client's uninvoiced entries of a period for an invoice (marked and locked in one
// transaction there; the same invoice id again answers the same entries), and release an
// invoice's entries. Tracking not answering is UNAVAILABLE TRACKING_UNAVAILABLE for our
// caller; its refusal (a running timer) passes through unchanged. An invoice is in one
// currency (issue 34): tracking claims only the entries billed in it. Expenses (issue 35)
// are claimed and released alike (ClaimInvoiceExpenses, ReleaseInvoiceExpenses).
import { askingService, minorDigits, trackingClient, type ClientOptions } from '@workmesh/platform';
import type { BilledExpense } from './expense-lines';
import { minorOf, type BilledEntry } from './invoice-rules';

export interface ClaimRequest {
  teamId: number;
  clientId: number;
  from: Date;
  to: Date;
  invoiceId: number;
  includeNonBillable: boolean;
  /** The invoice's currency: only entries billed in it are claimed. */
  currency: string;
}

/** A rate (or amount) tracking shows as a decimal in the currency, in its minor units. */
const rateMinor = (rate: number, currency: string): number =>
  minorOf(rate, currency) ?? Math.round(rate * 10 ** minorDigits(currency));

/** A claim of the client's billable expenses dated in [from, to] (days, inclusive). */
export interface ExpenseClaimRequest {
  teamId: number;
  clientId: number;
  from: string;
  to: string;
  invoiceId: number;
  currency: string;
}

export interface TrackingDirectory {
  claimEntries(request: ClaimRequest): Promise<BilledEntry[]>;
  /** How many entries were released (0 when none were left). */
  releaseEntries(teamId: number, invoiceId: number): Promise<number>;
  claimExpenses(request: ExpenseClaimRequest): Promise<BilledExpense[]>;
  /** How many expenses were released (0 when none were left). */
  releaseExpenses(teamId: number, invoiceId: number): Promise<number>;
  close(): void;
}

export function trackingDirectory(address: string, options: ClientOptions): TrackingDirectory {
  const client = trackingClient(address, options);
  return {
    claimEntries: (request) =>
      askingService('tracking', async () => {
        const { time_entries } = await client.ClaimInvoiceEntries({
          team_id: request.teamId,
          client_id: request.clientId,
          from: request.from.toISOString(),
          to: request.to.toISOString(),
          invoice_id: request.invoiceId,
          include_non_billable: request.includeNonBillable,
          currency: request.currency,
        });
        return time_entries.map((entry) => ({
          id: entry.id,
          user_id: entry.user_id,
          project_id: entry.project_id,
          project_name: entry.project_name,
          task_id: entry.task_id ?? null,
          task_name: entry.task_name ?? null,
          start: new Date(entry.start),
          duration: entry.duration,
          billable: entry.billable,
          billRateCents: rateMinor(entry.bill_rate, entry.currency || request.currency),
        }));
      }),
    releaseEntries: (teamId, invoiceId) =>
      askingService('tracking', async () => {
        const { released } = await client.ReleaseInvoiceEntries({
          team_id: teamId,
          invoice_id: invoiceId,
        });
        return released;
      }),
    claimExpenses: (request) =>
      askingService('tracking', async () => {
        const { expenses } = await client.ClaimInvoiceExpenses({
          team_id: request.teamId,
          client_id: request.clientId,
          from: request.from,
          to: request.to,
          invoice_id: request.invoiceId,
          currency: request.currency,
        });
        return expenses.map((expense) => ({
          id: expense.id,
          user_id: expense.user_id,
          project_id: expense.project_id,
          task_id: expense.task_id ?? null,
          date: expense.date,
          category_name: expense.category_name,
          notes: expense.notes,
          amountMinor: rateMinor(expense.amount, expense.currency || request.currency),
          quantity: expense.quantity ?? null,
          unitPrice: expense.unit_price ?? null,
          unit_name: expense.unit_name || null,
          untaxed: expense.untaxed,
        }));
      }),
    releaseExpenses: (teamId, invoiceId) =>
      askingService('tracking', async () => {
        const { released } = await client.ReleaseInvoiceExpenses({
          team_id: teamId,
          invoice_id: invoiceId,
        });
        return released;
      }),
    close: () => client.close(),
  };
}
