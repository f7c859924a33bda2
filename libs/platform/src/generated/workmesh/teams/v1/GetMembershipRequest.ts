// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMembershipRequest {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
}

export interface GetMembershipRequest__Output {
  team_id: number;
  user_id: number;
}
