// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTokensRequest {
  user_id?: number | string | Long;
  page?: number;
  per_page?: number;
  _user_id?: 'user_id';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListTokensRequest__Output {
  user_id?: number;
  page?: number;
  per_page?: number;
}
