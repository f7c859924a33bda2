// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface MarkInvoicePaidRequest {
  invoice_id?: number | string | Long;
  /**
   * ISO 8601 instant or YYYY-MM-DD; now unless given
   */
  paid_at?: string;
  _invoice_id?: 'invoice_id';
  _paid_at?: 'paid_at';
}

export interface MarkInvoicePaidRequest__Output {
  invoice_id?: number;
  /**
   * ISO 8601 instant or YYYY-MM-DD; now unless given
   */
  paid_at?: string;
}
