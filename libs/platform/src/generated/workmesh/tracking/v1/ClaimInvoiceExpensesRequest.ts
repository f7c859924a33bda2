// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ClaimInvoiceExpensesRequest {
  team_id?: number | string | Long;
  client_id?: number | string | Long;
  /**
   * YYYY-MM-DD, inclusive
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  invoice_id?: number | string | Long;
  /**
   * only expenses in it (the client's); "" any
   */
  currency?: string;
}

export interface ClaimInvoiceExpensesRequest__Output {
  team_id: number;
  client_id: number;
  /**
   * YYYY-MM-DD, inclusive
   */
  from: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to: string;
  invoice_id: number;
  /**
   * only expenses in it (the client's); "" any
   */
  currency: string;
}
