// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTimeOffPoliciesRequest {
  page?: number;
  per_page?: number;
  /**
   * only the policies that apply to this member
   */
  user_id?: number | string | Long;
  _page?: 'page';
  _per_page?: 'per_page';
  _user_id?: 'user_id';
}

export interface ListTimeOffPoliciesRequest__Output {
  page?: number;
  per_page?: number;
  /**
   * only the policies that apply to this member
   */
  user_id?: number;
}
