// The invoice lock of time entries and expenses alike (time-entry-invoicing.ts,
// expense-invoicing.ts): a claim marks the eligible records with the invoice and locks them
// (INVOICED_LOCK), remembering the lock each had (only an approved week's); a release puts
// each back. Both run inside the caller's transaction, with the filters in the writes.
import type { mongoose } from '@workmesh/platform';
import { APPROVED_LOCK, INVOICED_LOCK } from './time-entries';

// Any model of documents with the lock fields; its own typing stays the caller's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LockedModel = mongoose.Model<any>;

/**
 * Marks the records `eligible` matches (on no invoice) that are unlocked or approved with
 * the invoice: how many. Unlocked ones first: once marked they are locked, so the second
 * write never sees them.
 */
export async function markForInvoice(
  model: LockedModel,
  eligible: Record<string, unknown>,
  invoiceId: number,
): Promise<number> {
  const mark = (lockedBefore: string | null) => ({
    $set: {
      invoice_id: invoiceId,
      locked: true,
      locked_reason: INVOICED_LOCK,
      locked_before_invoice: lockedBefore,
    },
    $inc: { revision: 1 },
  });
  const unlocked = await model.updateMany({ ...eligible, locked: { $ne: true } }, mark(null));
  const approved = await model.updateMany(
    { ...eligible, locked: true, locked_reason: APPROVED_LOCK },
    mark(APPROVED_LOCK),
  );
  return unlocked.modifiedCount + approved.modifiedCount;
}

/**
 * The team's records on the invoice leave it, each back to the lock it had before
 * (approved stays locked as approved; otherwise unlocked): the ids released.
 */
export async function releaseFromInvoice(
  model: LockedModel,
  teamId: number,
  invoiceId: number,
): Promise<number[]> {
  const onInvoice = { team_id: teamId, invoice_id: invoiceId };
  const claimed = await model.find(onInvoice, { _id: 1 }).lean<Array<{ _id: number }>>();
  if (claimed.length === 0) return [];
  const unmark = (lockedReason: string | null) => ({
    $set: {
      invoice_id: null,
      locked: lockedReason !== null,
      locked_reason: lockedReason,
      locked_before_invoice: null,
    },
    $inc: { revision: 1 },
  });
  // Unlocked before first: once unmarked they leave the second filter.
  await model.updateMany(
    { ...onInvoice, locked_before_invoice: { $ne: APPROVED_LOCK } },
    unmark(null),
  );
  await model.updateMany(
    { ...onInvoice, locked_before_invoice: APPROVED_LOCK },
    unmark(APPROVED_LOCK),
  );
  return claimed.map((record) => record._id);
}
