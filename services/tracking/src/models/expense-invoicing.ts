// A client's expenses as budgets and invoices see them (issue 35): a budget's sum of them,
// the claims an invoice makes on them
// (their lock moved to `invoiced`) and their release, as time entries' are
// (time-entry-invoicing.ts): the same filters in the write itself, the same memory of the
// approved lock.
import type { mongoose } from '@workmesh/platform';
import { toExpense, type ExpenseDocument, type ExpenseRecord } from './expenses';
import { markForInvoice, releaseFromInvoice } from './invoice-locks';
import { APPROVED_LOCK } from './time-entries';

/** A claim of a client's expenses for an invoice: days [from, to] inclusive (YYYY-MM-DD). */
export interface ExpenseClaim {
  teamId: number;
  clientId: number;
  from: string;
  to: string;
  invoiceId: number;
  /** The invoice's currency: only expenses in it; '' any. */
  currency: string;
}

/**
 * The expenses a claim may bill, but for their lock: the client's, dated in its days,
 * billable, on no invoice yet, in the claim's currency when it names one.
 */
const expenseEligibility = (claim: ExpenseClaim) => ({
  team_id: claim.teamId,
  client_id: claim.clientId,
  date: { $gte: claim.from, $lte: claim.to },
  billable: true,
  invoice_id: null,
  ...(claim.currency ? { currency: claim.currency } : {}),
});

const byDate = { date: 1, _id: 1 } as const;

export function expenseInvoicing(Expense: mongoose.Model<ExpenseDocument>) {
  return {
    /**
     * The client's billable expenses in `currency` dated in the days (YYYY-MM-DD,
     * inclusive; unbounded when absent), summed: minor units.
     */
    async billableSum(
      teamId: number,
      clientId: number,
      days: { from?: string; to?: string },
      currency: string,
    ): Promise<number> {
      const date = {
        ...(days.from === undefined ? {} : { $gte: days.from }),
        ...(days.to === undefined ? {} : { $lte: days.to }),
      };
      const [row] = await Expense.aggregate<{ sum: number }>([
        {
          $match: {
            team_id: teamId,
            client_id: clientId,
            billable: true,
            currency,
            ...(Object.keys(date).length > 0 ? { date } : {}),
          },
        },
        { $group: { _id: null, sum: { $sum: '$amount_minor' } } },
      ]);
      return row?.sum ?? 0;
    },

    /** The team's expenses on the invoice, oldest date first, then id. */
    async ofInvoice(teamId: number, invoiceId: number): Promise<ExpenseRecord[]> {
      const documents = await Expense.find({ team_id: teamId, invoice_id: invoiceId })
        .sort(byDate)
        .lean<ExpenseDocument[]>();
      return documents.map(toExpense);
    },

    /** How many expenses the claim would mark (the same rule as markInvoiced's). */
    countInvoiceable(claim: ExpenseClaim): Promise<number> {
      return Expense.countDocuments({
        ...expenseEligibility(claim),
        $or: [{ locked: { $ne: true } }, { locked: true, locked_reason: APPROVED_LOCK }],
      });
    },

    /**
     * Inside the claim's transaction: marks the eligible expenses (unlocked or approved)
     * with the invoice and locks them (INVOICED_LOCK), remembering the lock each had. The
     * `invoice_id: null` of the filter keeps an expense on one invoice. Answers how many.
     */
    async markInvoiced(claim: ExpenseClaim): Promise<number> {
      const eligible = expenseEligibility(claim);
      return markForInvoice(Expense, eligible, claim.invoiceId);
    },

    /**
     * Inside the release's transaction: the invoice's expenses leave it, each back to the
     * lock it had (approved stays locked as approved; otherwise unlocked). Answers them.
     */
    async releaseInvoice(teamId: number, invoiceId: number): Promise<ExpenseRecord[]> {
      const released = await releaseFromInvoice(Expense, teamId, invoiceId);
      if (released.length === 0) return [];
      const documents = await Expense.find({
        team_id: teamId,
        _id: { $in: released },
      })
        .sort(byDate)
        .lean<ExpenseDocument[]>();
      return documents.map(toExpense);
    },
  };
}
