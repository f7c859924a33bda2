// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateInvoiceRequest {
  client_id?: number | string | Long;
  /**
   * YYYY-MM-DD
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  /**
   * YYYY-MM-DD; today in the team's zone unless given
   */
  issue_date?: string;
  _client_id?: 'client_id';
  _from?: 'from';
  _to?: 'to';
  _issue_date?: 'issue_date';
}

export interface CreateInvoiceRequest__Output {
  client_id?: number;
  /**
   * YYYY-MM-DD
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  /**
   * YYYY-MM-DD; today in the team's zone unless given
   */
  issue_date?: string;
}
