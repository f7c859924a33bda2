// The events the invoices service records (issue 20, Events), each in the transaction of
// the change it reports (outbox), published after the commit. Their contracts: platform's
// events/contracts/invoices.ts.
import {
  InvoiceCreated,
  InvoicePaid,
  InvoiceReminderDue,
  InvoiceSent,
  InvoiceVoided,
} from '@workmesh/platform';

export const invoiceCreated = InvoiceCreated.make;
export const invoiceSent = InvoiceSent.make;
export const invoicePaid = InvoicePaid.make;
export const invoiceVoided = InvoiceVoided.make;
export const invoiceReminderDue = InvoiceReminderDue.make;
