// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientBudgetRef {
  client_id?: number | string | Long;
  _client_id?: 'client_id';
}

export interface ClientBudgetRef__Output {
  client_id?: number;
}
