// What claiming for an invoice and releasing from it share, for time entries
// (invoice-entries.ts) and expenses (invoice-expenses.ts): one transaction each; a claim
// again by the same invoice answers what it claimed before (a retry changes nothing);
// more than MAX_INVOICE_ENTRIES refuses; the marked records are read back in the same
// transaction (anything but its own writes means another writer slipped in: nothing
// commits, UNAVAILABLE); an updated event per record changed, through the outbox.
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  MAX_INVOICE_ENTRIES,
  Reason,
  unavailable,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { invoiceTooLargeError } from './invoice-entry-rules';

/** The store side of invoice claims (models' time-entry-invoicing.ts, expense-invoicing.ts). */
export interface ClaimableStore<Item, Claim> {
  ofInvoice(teamId: number, invoiceId: number): Promise<Item[]>;
  countInvoiceable(claim: Claim): Promise<number>;
  markInvoiced(claim: Claim): Promise<number>;
  releaseInvoice(teamId: number, invoiceId: number): Promise<Item[]>;
}

export interface InvoiceClaimsOptions<Item, Claim> {
  store: ClaimableStore<Item, Claim>;
  /** Log lines' name of the records ('time entries', 'expenses') and their count field. */
  plural: string;
  countField: string;
  /** Inside the transaction: the updated events of the records changed. */
  recordUpdated(items: Item[]): Promise<void>;
  /** Inside the claim's transaction, before anything is marked: a refusal of its own. */
  beforeMark?(claim: Claim): Promise<void>;
}

interface ClaimKey {
  teamId: number;
  clientId: number;
  invoiceId: number;
}

export function invoiceClaims<Item, Claim extends ClaimKey>(
  deps: Pick<TrackingDependencies, 'repository' | 'outbox' | 'logger'>,
  { store, plural, countField, recordUpdated, beforeMark }: InvoiceClaimsOptions<Item, Claim>,
) {
  const { repository, outbox, logger } = deps;

  async function claimInTransaction(input: Claim): Promise<{ items: Item[]; changed: boolean }> {
    const earlier = await store.ofInvoice(input.teamId, input.invoiceId);
    if (earlier.length > 0) return { items: earlier, changed: false };
    await beforeMark?.(input);
    const invoiceable = await store.countInvoiceable(input);
    if (invoiceable > MAX_INVOICE_ENTRIES) throw invoiceTooLargeError(invoiceable);
    const marked = await store.markInvoiced(input);
    if (marked === 0) return { items: [], changed: false };
    const items = await store.ofInvoice(input.teamId, input.invoiceId);
    if (items.length !== marked)
      throw unavailable(Reason.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
    await recordUpdated(items);
    return { items, changed: true };
  }

  /** The claimed records (none: an empty list). */
  async function claim(input: Claim): Promise<Item[]> {
    const { items, changed } = await repository.transaction(() => claimInTransaction(input));
    if (changed) {
      outbox.kick();
      logger.info(
        {
          team_id: input.teamId,
          client_id: input.clientId,
          invoice_id: input.invoiceId,
          [countField]: items.length,
        },
        `${plural} claimed for an invoice`,
      );
    }
    return items;
  }

  /** The invoice's records leave it (idempotent): how many were released. */
  async function release(teamId: number, invoiceId: number): Promise<number> {
    const released = await repository.transaction(async () => {
      const items = await store.releaseInvoice(teamId, invoiceId);
      if (items.length > 0) await recordUpdated(items);
      return items;
    });
    if (released.length > 0) {
      outbox.kick();
      logger.info(
        { team_id: teamId, invoice_id: invoiceId, [countField]: released.length },
        `${plural} released from an invoice`,
      );
    }
    return released.length;
  }

  return { claim, release };
}
