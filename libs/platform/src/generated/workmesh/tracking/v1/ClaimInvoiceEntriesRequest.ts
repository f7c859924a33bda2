// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ClaimInvoiceEntriesRequest {
  team_id?: number | string | Long;
  client_id?: number | string | Long;
  /**
   * ISO 8601 UTC instant, entries starting at or after
   */
  from?: string;
  /**
   * ISO 8601 UTC instant, entries starting before
   */
  to?: string;
  invoice_id?: number | string | Long;
  /**
   * the client's include_non_billable_time: yes
   */
  include_non_billable?: boolean;
  /**
   * only entries billed in it (the client's); "" any
   */
  currency?: string;
}

export interface ClaimInvoiceEntriesRequest__Output {
  team_id: number;
  client_id: number;
  /**
   * ISO 8601 UTC instant, entries starting at or after
   */
  from: string;
  /**
   * ISO 8601 UTC instant, entries starting before
   */
  to: string;
  invoice_id: number;
  /**
   * the client's include_non_billable_time: yes
   */
  include_non_billable: boolean;
  /**
   * only entries billed in it (the client's); "" any
   */
  currency: string;
}
