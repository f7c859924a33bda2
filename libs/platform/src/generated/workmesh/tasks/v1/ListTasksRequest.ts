// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTasksRequest {
  project_id?: number | string | Long;
  page?: number;
  per_page?: number;
  _project_id?: 'project_id';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListTasksRequest__Output {
  project_id?: number;
  page?: number;
  per_page?: number;
}
