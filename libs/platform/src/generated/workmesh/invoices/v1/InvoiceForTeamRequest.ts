// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface InvoiceForTeamRequest {
  invoice_id?: number | string | Long;
  team_id?: number | string | Long;
}

export interface InvoiceForTeamRequest__Output {
  invoice_id: number;
  team_id: number;
}
