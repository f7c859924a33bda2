// The events the invoices service records (issue 20, Events), each in the transaction of
// the change it reports (outbox), published after the commit. Their contracts: platform's
// events/contracts/invoices.ts.
import {
  changeRecorded,
  createdChanges,
  updatedChanges,
  InvoiceCreated,
  InvoiceLateFeeAdded,
  InvoicePaid,
  InvoiceReminderDue,
  InvoiceSent,
  InvoiceVoided,
  type ChangeRecordedData,
  type DomainEvent,
} from '@workmesh/platform';
import type { InvoiceRecord } from './models';

export const invoiceCreated = InvoiceCreated.make;
export const invoiceSent = InvoiceSent.make;
export const invoicePaid = InvoicePaid.make;
export const invoiceVoided = InvoiceVoided.make;
export const invoiceReminderDue = InvoiceReminderDue.make;
export const invoiceLateFeeAdded = InvoiceLateFeeAdded.make;

/** The envelope's `source` of the change.recorded events the invoices service records. */
export const INVOICES_SOURCE = 'invoices';

/** The audit actions of the invoices service's API writes, by rpc (change.recorded, docs/audit.md). */
export const INVOICES_AUDIT_ACTIONS = {
  CreateInvoice: 'invoice.created',
  UpdateInvoice: 'invoice.updated',
  SendInvoice: 'invoice.sent',
  MarkInvoicePaid: 'invoice.paid',
  VoidInvoice: 'invoice.voided',
} as const;

/** The actions of the scheduled writes, which have no caller (no actor in the envelope). */
export const INVOICES_SCHEDULED_AUDIT_ACTIONS = {
  autoCreate: 'invoice.auto_created',
  autoSend: 'invoice.auto_sent',
  reminder: 'invoice.reminder_sent',
  lateFee: 'invoice.late_fee_added',
} as const;

export type InvoicesAuditAction =
  | (typeof INVOICES_AUDIT_ACTIONS)[keyof typeof INVOICES_AUDIT_ACTIONS]
  | (typeof INVOICES_SCHEDULED_AUDIT_ACTIONS)[keyof typeof INVOICES_SCHEDULED_AUDIT_ACTIONS];

/** Fields never recorded: bookkeeping, and the lease of a creation under way. */
export const INVOICES_AUDIT_OMIT = ['created_at', 'pending_until'] as const;

/**
 * change.recorded of an invoice write: with `before`, the fields that differ (null when
 * none does: nothing to record); without, every field of the invoice made.
 */
export function invoiceChangeRecorded(
  action: InvoicesAuditAction,
  after: InvoiceRecord,
  before?: InvoiceRecord,
): DomainEvent<ChangeRecordedData> | null {
  const changes =
    before === undefined
      ? createdChanges({ ...after }, INVOICES_AUDIT_OMIT)
      : updatedChanges({ ...before }, { ...after }, INVOICES_AUDIT_OMIT);
  if (before !== undefined && Object.keys(changes).length === 0) return null;
  return changeRecorded(INVOICES_SOURCE, {
    team_id: after.team_id,
    action,
    object_type: 'invoice',
    object_id: String(after.id),
    changes,
    subject_user_id: 0,
  });
}
