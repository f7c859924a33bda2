// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffRequestRef {
  request_id?: number | string | Long;
  _request_id?: 'request_id';
}

export interface TimeOffRequestRef__Output {
  request_id?: number;
}
