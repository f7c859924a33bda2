// Original file: proto/invoices.proto

/**
 * What an invoice line bills (issue 35).
 */
export const InvoiceLineKind = {
  time: 'time',
  fixed: 'fixed',
  expense: 'expense',
  late_fee: 'late_fee',
} as const;

/**
 * What an invoice line bills (issue 35).
 */
export type InvoiceLineKind = 'time' | 0 | 'fixed' | 1 | 'expense' | 2 | 'late_fee' | 3;

/**
 * What an invoice line bills (issue 35).
 */
export type InvoiceLineKind__Output = (typeof InvoiceLineKind)[keyof typeof InvoiceLineKind];
