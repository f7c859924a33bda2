// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ReleaseInvoiceEntriesRequest {
  team_id?: number | string | Long;
  invoice_id?: number | string | Long;
}

export interface ReleaseInvoiceEntriesRequest__Output {
  team_id: number;
  invoice_id: number;
}
