// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListSoleOwnershipsRequest {
  user_id?: number | string | Long;
}

export interface ListSoleOwnershipsRequest__Output {
  user_id: number;
}
