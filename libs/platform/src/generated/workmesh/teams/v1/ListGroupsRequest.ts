// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListGroupsRequest {
  team_id?: number | string | Long;
  page?: number;
  per_page?: number;
  _team_id?: 'team_id';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListGroupsRequest__Output {
  team_id?: number;
  page?: number;
  per_page?: number;
}
