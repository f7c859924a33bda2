// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface InvoiceRef {
  invoice_id?: number | string | Long;
  _invoice_id?: 'invoice_id';
}

export interface InvoiceRef__Output {
  invoice_id?: number;
}
