// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ChangeMemberRoleRequest {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  role?: string;
  _team_id?: 'team_id';
  _user_id?: 'user_id';
  _role?: 'role';
}

export interface ChangeMemberRoleRequest__Output {
  team_id?: number;
  user_id?: number;
  role?: string;
}
