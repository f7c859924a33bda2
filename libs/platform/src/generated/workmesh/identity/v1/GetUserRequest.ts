// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface GetUserRequest {
  user_id?: number | string | Long;
}

export interface GetUserRequest__Output {
  user_id: number;
}
