// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ResolveCallerRequest {
  user_id?: number | string | Long;
  token_version?: number;
}

export interface ResolveCallerRequest__Output {
  user_id: number;
  token_version: number;
}
