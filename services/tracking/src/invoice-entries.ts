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
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  MAX_INVOICE_ENTRIES,
  Reason,
  unavailable,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { timeEntryUpdated } from './events';
import {
  invoiceTimerRunningError,
  invoiceTooLargeError,
  validatedClaim,
  validatedRelease,
} from './invoice-entry-rules';
import { toTimeEntryData, type TimeEntryRecord } from './models';
import type { CurrencyClaim } from './models/time-entry-invoicing';
import type { RequestOf } from './models/proto-messages';

export function invoiceEntriesUseCases(deps: TrackingDependencies) {
  const { repository, outbox, logger } = deps;

  /** Inside the transaction: time_entry.updated for each entry changed. */
  async function recordUpdated(entries: TimeEntryRecord[]): Promise<void> {
    if (entries.length === 0) return;
    const at = deps.now();
    await outbox.record(...entries.map((entry) => timeEntryUpdated(toTimeEntryData(entry, at))));
  }

  /**
   * The claim's transaction: the invoice's entries when it claimed before (a retry
   * changes nothing); a running timer of the period refuses; else the eligible entries
   * marked (models' markInvoiced decides which). Answers them, oldest start first.
   */
  async function claim(
    input: CurrencyClaim,
  ): Promise<{ entries: TimeEntryRecord[]; changed: boolean }> {
    const { teamId, clientId, invoiceId } = input;
    const earlier = await repository.timeEntries.ofInvoice(teamId, invoiceId);
    if (earlier.length > 0) return { entries: earlier, changed: false };
    if (await repository.timeEntries.findRunningOfClientIn(teamId, clientId, input))
      throw invoiceTimerRunningError();
    const invoiceable = await repository.timeEntries.countInvoiceable(input);
    if (invoiceable > MAX_INVOICE_ENTRIES) throw invoiceTooLargeError(invoiceable);
    const marked = await repository.timeEntries.markInvoiced(input);
    if (marked === 0) return { entries: [], changed: false };
    const entries = await repository.timeEntries.ofInvoice(teamId, invoiceId);
    // The transaction reads its own writes: anything else means another writer slipped in
    // between. Nothing commits; the caller may claim again with the same invoice.
    if (entries.length !== marked)
      throw unavailable(Reason.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    await recordUpdated(entries);
    return { entries, changed: true };
  }

  /**
   * ClaimInvoiceEntries: the client's ended, uninvoiced entries (billable ones unless
   * include_non_billable; unlocked or approved) that start in [from, to), billed in the
   * request's currency unless it is '' (issue 34: an invoice is in one currency; entries in
   * another stay unclaimed), marked with the invoice and locked ('invoiced'). Their amounts
   * are in the entry's currency. Nothing to bill is an empty list (invoices answers it).
   */
  async function claimInvoiceEntries(
    request: RequestOf<'ClaimInvoiceEntries'>,
  ): Promise<TimeEntryRecord[]> {
    const input = validatedClaim(request);
    const { entries, changed } = await repository.transaction(() => claim(input));
    if (changed) {
      outbox.kick();
      logger.info(
        {
          team_id: input.teamId,
          client_id: input.clientId,
          invoice_id: input.invoiceId,
          time_entries: entries.length,
        },
        'time entries claimed for an invoice',
      );
    }
    return entries;
  }

  /**
   * The invoice's entries leave it, each back to its lock before the claim (approved
   * stays locked as approved, otherwise unlocked). Idempotent: answers how many it
   * released, 0 when none is left.
   */
  async function releaseInvoice(teamId: number, invoiceId: number): Promise<number> {
    const released = await repository.transaction(async () => {
      const entries = await repository.timeEntries.releaseInvoice(teamId, invoiceId);
      await recordUpdated(entries);
      return entries;
    });
    if (released.length > 0) {
      outbox.kick();
      logger.info(
        { team_id: teamId, invoice_id: invoiceId, time_entries: released.length },
        'time entries released from an invoice',
      );
    }
    return released.length;
  }

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
