// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface RemoveMemberRequest {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  _team_id?: 'team_id';
  _user_id?: 'user_id';
}

export interface RemoveMemberRequest__Output {
  team_id?: number;
  user_id?: number;
}
