// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface GetUsersRequest {
  user_ids?: (number | string | Long)[];
}

export interface GetUsersRequest__Output {
  user_ids: number[];
}
