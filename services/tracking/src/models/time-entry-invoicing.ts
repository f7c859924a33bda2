// A client's time entries as budgets and invoices see them: running ones, the claims an
// invoice makes on them (their lock moved to `invoiced`) and their release.
import { DEFAULT_CURRENCY, type mongoose } from '@workmesh/platform';
import { markForInvoice, releaseFromInvoice } from './invoice-locks';
import {
  APPROVED_LOCK,
  toTimeEntry,
  type InvoiceClaim,
  type TimeEntryDocument,
  type TimeEntryRecord,
} from './time-entries';

/**
 * A claim for an invoice in one currency (issue 34): `currency` the invoice's (the
 * client's); '' (or absent) claims entries in any currency, as before.
 */
export type CurrencyClaim = InvoiceClaim & { currency?: string };

/**
 * The filter on an entry's bill currency: entries written before issue 34 have no
 * `currency` and are in DEFAULT_CURRENCY (USD), so that one also matches a missing field.
 */
const currencyFilter = (currency: string | undefined) => {
  if (!currency) return {};
  return currency === DEFAULT_CURRENCY
    ? { currency: { $in: [DEFAULT_CURRENCY, null] } }
    : { currency };
};

/**
 * The entries a claim may bill, but for their lock: the client's, starting in the period,
 * ended, billable (unless includeNonBillable), on no invoice yet, billed in the claim's
 * currency when it names one.
 */
const invoiceEligibility = (claim: CurrencyClaim) => ({
  team_id: claim.teamId,
  client_id: claim.clientId,
  start: { $gte: claim.from, $lt: claim.to },
  running: false,
  invoice_id: null,
  ...(claim.includeNonBillable ? {} : { billable: true }),
  ...currencyFilter(claim.currency),
});

/** A client's entries as budgets and invoices see them: running ones, claims, releases. */
export function entryInvoicing(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /** The team's running entries of the client (their time counts in its budget up to now). */
    async runningOfClient(teamId: number, clientId: number): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find({
        team_id: teamId,
        client_id: clientId,
        running: true,
      }).lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /** A running entry of the team's client that starts in [from, to), or null. */
    async findRunningOfClientIn(
      teamId: number,
      clientId: number,
      span: { from: Date; to: Date },
    ): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOne({
        team_id: teamId,
        client_id: clientId,
        start: { $gte: span.from, $lt: span.to },
        running: true,
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** The team's entries on the invoice, oldest start first. */
    async ofInvoice(teamId: number, invoiceId: number): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find({ team_id: teamId, invoice_id: invoiceId })
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /** How many entries the claim would mark (the same rule as markInvoiced's). */
    countInvoiceable(claim: CurrencyClaim): Promise<number> {
      return TimeEntry.countDocuments({
        ...invoiceEligibility(claim),
        $or: [{ locked: { $ne: true } }, { locked: true, locked_reason: APPROVED_LOCK }],
      });
    },

    /**
     * Inside the claim's transaction: marks the claim's eligible entries with its invoice
     * and locks them (INVOICED_LOCK), remembering the lock each had (none, or approved).
     * The filters are the rule, applied by the database in the write itself: ended,
     * billable (unless includeNonBillable), on no invoice yet, unlocked or approved, in the
     * claim's currency if it names one (entries in another stay unclaimed). The
     * `invoice_id: null` is what keeps an entry on one invoice: a claim that lost a write
     * conflict to another is retried and finds the entries taken. Answers how many it marked.
     */
    async markInvoiced(claim: CurrencyClaim): Promise<number> {
      const eligible = invoiceEligibility(claim);
      return markForInvoice(TimeEntry, eligible, claim.invoiceId);
    },

    /**
     * Inside the release's transaction: the team's entries on the invoice leave it, each
     * back to the lock it had before (approved stays locked as approved; otherwise
     * unlocked). Answers them as they are then, oldest start first.
     */
    async releaseInvoice(teamId: number, invoiceId: number): Promise<TimeEntryRecord[]> {
      const released = await releaseFromInvoice(TimeEntry, teamId, invoiceId);
      if (released.length === 0) return [];
      const documents = await TimeEntry.find({
        team_id: teamId,
        _id: { $in: released },
      })
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },
  };
}
