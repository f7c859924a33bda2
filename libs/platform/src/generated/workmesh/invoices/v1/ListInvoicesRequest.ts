// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface ListInvoicesRequest {
  page?: number;
  per_page?: number;
  client_id?: number | string | Long;
  /**
   * InvoiceStatus
   */
  status?: string;
  _page?: 'page';
  _per_page?: 'per_page';
  _client_id?: 'client_id';
  _status?: 'status';
}

export interface ListInvoicesRequest__Output {
  page?: number;
  per_page?: number;
  client_id?: number;
  /**
   * InvoiceStatus
   */
  status?: string;
}
