// Original file: proto/invoices.proto

/**
 * An invoice's status as shown (Invoice.status, ListInvoicesRequest.status: strings on
 * the wire, as teams.proto says of its enums). `overdue` is never stored: a sent, unpaid
 * invoice past its due date is shown so.
 */
export const InvoiceStatus = {
  draft: 'draft',
  sent: 'sent',
  paid: 'paid',
  void: 'void',
  overdue: 'overdue',
} as const;

/**
 * An invoice's status as shown (Invoice.status, ListInvoicesRequest.status: strings on
 * the wire, as teams.proto says of its enums). `overdue` is never stored: a sent, unpaid
 * invoice past its due date is shown so.
 */
export type InvoiceStatus = 'draft' | 0 | 'sent' | 1 | 'paid' | 2 | 'void' | 3 | 'overdue' | 4;

/**
 * An invoice's status as shown (Invoice.status, ListInvoicesRequest.status: strings on
 * the wire, as teams.proto says of its enums). `overdue` is never stored: a sent, unpaid
 * invoice past its due date is shown so.
 */
export type InvoiceStatus__Output = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
