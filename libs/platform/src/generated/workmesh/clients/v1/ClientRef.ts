// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ClientRef {
  client_id?: number | string | Long;
  _client_id?: 'client_id';
}

export interface ClientRef__Output {
  client_id?: number;
}
