// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ResolveGroupsRequest {
  team_id?: number | string | Long;
  group_ids?: (number | string | Long)[];
}

export interface ResolveGroupsRequest__Output {
  team_id: number;
  group_ids: number[];
}
