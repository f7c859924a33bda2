// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ListProjectsRequest {
  page?: number;
  per_page?: number;
  client_id?: number | string | Long;
  /**
   * the projects added to this group
   */
  group_id?: number | string | Long;
  _page?: 'page';
  _per_page?: 'per_page';
  _client_id?: 'client_id';
  _group_id?: 'group_id';
}

export interface ListProjectsRequest__Output {
  page?: number;
  per_page?: number;
  client_id?: number;
  /**
   * the projects added to this group
   */
  group_id?: number;
}
