// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ListAutoInvoiceClientsRequest {
  after_id?: number | string | Long;
  limit?: number;
}

export interface ListAutoInvoiceClientsRequest__Output {
  after_id: number;
  limit: number;
}
