// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface ListUserScheduleRequest {
  user_id?: number | string | Long;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
  _user_id?: 'user_id';
  _from?: 'from';
  _to?: 'to';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListUserScheduleRequest__Output {
  user_id?: number;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}
