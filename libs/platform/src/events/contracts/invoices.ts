// The events the invoices service records (issue 20), each in the transaction of the
// change it reports (outbox). Every one carries the invoice's summary as it stands after
// the change, so the notifier builds its webhooks and mails without a call back (the PDF
// of a sent invoice or a reminder is asked of invoices when mailing).
import { RECORDED_INVOICE_STATUSES, type RecordedInvoiceStatus } from '../../closed-values';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { email, id, isoDateTime, isoDateTimeOrNull, name, text } from './field-rules';

const SOURCE = 'invoices';

const day = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .required();
const money = Joi.number().min(0).required();

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

/** An invoice's summary, after the change the event reports. */
export type InvoiceEventData = {
  invoice_id: number;
  team_id: number;
  team_name: string;
  client_id: number;
  client_name: string;
  /** The client's email: where a sent invoice and its reminder are mailed. */
  client_email: string;
  number: string;
  /** The stored status (overdue is derived on reads, never stored). */
  status: RecordedInvoiceStatus;
  period_from: string;
  period_to: string;
  issue_date: string;
  due_date: string;
  currency: string;
  /** USD with 2 decimals (integer cents inside the service). */
  subtotal: number;
  tax_amount: number;
  total: number;
  /** Created by automatic invoicing. */
  automatic: boolean;
  sent_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  updated_at: string;
};

const invoiceRules = {
  invoice_id: id,
  team_id: id,
  team_name: name,
  client_id: id,
  client_name: name,
  client_email: email,
  number: text(100),
  status: Joi.string()
    .valid(...RECORDED_INVOICE_STATUSES)
    .required(),
  period_from: day,
  period_to: day,
  issue_date: day,
  due_date: day,
  currency: Joi.string().length(3).required(),
  subtotal: money,
  tax_amount: money,
  total: money,
  automatic: Joi.boolean().required(),
  sent_at: isoDateTimeOrNull,
  paid_at: isoDateTimeOrNull,
  voided_at: isoDateTimeOrNull,
  updated_at: isoDateTime,
};

/** A draft was made (by a person or by automatic invoicing): webhook new_invoice. */
export const InvoiceCreated = eventContract('invoice.created', SOURCE).withData<InvoiceEventData>(
  invoiceRules,
);

/** The invoice was sent (or sent again): the notifier mails it, PDF attached; webhook invoice_updated. */
export const InvoiceSent = eventContract('invoice.sent', SOURCE).withData<InvoiceEventData>(
  invoiceRules,
);

/** Marked paid: webhook invoice_updated. */
export const InvoicePaid = eventContract('invoice.paid', SOURCE).withData<InvoiceEventData>(
  invoiceRules,
);

/**
 * Voided: tracking releases its time entries (also asked directly when voiding; both are
 * idempotent); webhook invoice_updated.
 */
export const InvoiceVoided = eventContract('invoice.voided', SOURCE).withData<InvoiceEventData>(
  invoiceRules,
);

/** reminder_days after the due date, still unpaid: the notifier mails it again, once. */
export const InvoiceReminderDue = eventContract(
  'invoice.reminder_due',
  SOURCE,
).withData<InvoiceEventData>(invoiceRules);

/**
 * A late fee was added to the unpaid invoice (issue 35): its total is the new one. The
 * notifier mails the client the late-fee notice with the PDF; webhook invoice_updated.
 */
export const InvoiceLateFeeAdded = eventContract(
  'invoice.late_fee_added',
  SOURCE,
).withData<InvoiceEventData>(invoiceRules);
