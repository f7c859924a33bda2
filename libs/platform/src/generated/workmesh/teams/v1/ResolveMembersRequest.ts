// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ResolveMembersRequest {
  team_id?: number | string | Long;
  user_ids?: (number | string | Long)[];
}

export interface ResolveMembersRequest__Output {
  team_id: number;
  user_ids: number[];
}
