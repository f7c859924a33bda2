// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTimeOffRequestsRequest {
  user_id?: number | string | Long;
  policy_id?: number | string | Long;
  /**
   * TimeOffStatus
   */
  status?: string;
  /**
   * requests that end on or after this day
   */
  from?: string;
  /**
   * requests that start on or before this day
   */
  to?: string;
  page?: number;
  per_page?: number;
  _user_id?: 'user_id';
  _policy_id?: 'policy_id';
  _status?: 'status';
  _from?: 'from';
  _to?: 'to';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListTimeOffRequestsRequest__Output {
  user_id?: number;
  policy_id?: number;
  /**
   * TimeOffStatus
   */
  status?: string;
  /**
   * requests that end on or after this day
   */
  from?: string;
  /**
   * requests that start on or before this day
   */
  to?: string;
  page?: number;
  per_page?: number;
}
