// Client invoices' time (issue 20, tracking's part). Time entries stay tracking's: the
// invoices service claims a client's uninvoiced time of a period for an invoice
// (ClaimInvoiceEntries), which marks and locks it ('invoiced'), and releases it when the
// invoice is voided or its creation did not finish (ReleaseInvoiceEntries, and the
// invoice.voided consumer: invoice-voids.ts). Internal rpcs: no caller, the team named in
// the request. Each is one transaction that records a time_entry.updated per entry changed.
//
// Why no user's turn (time-entry-access.ts's inUsersTurn) here: the turn serializes a user's
// writes so that the checks that read *other* entries (overlap, weekly limit, approved
// week, one running timer) stay true. A claim or a release changes only the invoice mark
// and lock fields of entries it writes itself, which none of those checks read, and
// every write that may race it (an update, a delete, a timer stop, an approval, a
// rejection, another claim or release) writes the same entry documents: under snapshot
// isolation the later of two writers of a document gets a write conflict and the driver
// retries its transaction, which then sees the other's commit (an edit finds the entry
// locked: TIME_ENTRY_LOCKED; a claim finds it on an invoice: not eligible). Taking every
// affected member's turn would bump dozens of clocks in one transaction, conflicting with
// each member's unrelated writes, for no rule it keeps.
import type { TrackingDependencies } from './dependencies';
import { timeEntryUpdated } from './events';
import { invoiceClaims } from './invoice-claims';
import { invoiceTimerRunningError, validatedClaim, validatedRelease } from './invoice-entry-rules';
import { toTimeEntryData, type TimeEntryRecord } from './models';
import type { RequestOf } from './models/proto-messages';

export function invoiceEntriesUseCases(deps: TrackingDependencies) {
  const { repository, outbox } = deps;

  const claims = invoiceClaims(deps, {
    store: repository.timeEntries,
    plural: 'time entries',
    countField: 'time_entries',
    recordUpdated: async (entries: TimeEntryRecord[]) => {
      const at = deps.now();
      await outbox.record(...entries.map((entry) => timeEntryUpdated(toTimeEntryData(entry, at))));
    },
    // A running timer of the client in the period refuses: its time is not known yet.
    beforeMark: async (input) => {
      if (await repository.timeEntries.findRunningOfClientIn(input.teamId, input.clientId, input))
        throw invoiceTimerRunningError();
    },
  });

  /**
   * ClaimInvoiceEntries: the client's ended, uninvoiced entries (billable ones unless
   * include_non_billable; unlocked or approved) that start in [from, to), billed in the
   * request's currency unless it is '' (issue 34: an invoice is in one currency; entries in
   * another stay unclaimed), marked with the invoice and locked ('invoiced'), oldest start
   * first (models' markInvoiced decides which). Their amounts are in the entry's currency.
   * Nothing to bill is an empty list (invoices answers it).
   */
  const claimInvoiceEntries = (
    request: RequestOf<'ClaimInvoiceEntries'>,
  ): Promise<TimeEntryRecord[]> => claims.claim(validatedClaim(request));

  /**
   * The invoice's entries leave it, each back to its lock before the claim (approved
   * stays locked as approved, otherwise unlocked). Idempotent: answers how many it
   * released, 0 when none is left.
   */
  const releaseInvoice = (teamId: number, invoiceId: number): Promise<number> =>
    claims.release(teamId, invoiceId);

  /** ReleaseInvoiceEntries. */
  async function releaseInvoiceEntries(
    request: RequestOf<'ReleaseInvoiceEntries'>,
  ): Promise<{ released: number }> {
    const input = validatedRelease(request);
    return { released: await releaseInvoice(input.team_id, input.invoice_id) };
  }

  return { claimInvoiceEntries, releaseInvoiceEntries, releaseInvoice };
}

export type InvoiceEntriesUseCases = ReturnType<typeof invoiceEntriesUseCases>;
