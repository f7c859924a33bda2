// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateGroupRequest {
  team_id?: number | string | Long;
  name?: string;
  description?: string;
  member_ids?: (number | string | Long)[];
  manager_ids?: (number | string | Long)[];
  _team_id?: 'team_id';
  _name?: 'name';
  _description?: 'description';
}

export interface CreateGroupRequest__Output {
  team_id?: number;
  name?: string;
  description?: string;
  member_ids: number[];
  manager_ids: number[];
}
