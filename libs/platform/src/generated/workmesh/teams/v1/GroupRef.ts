// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface GroupRef {
  team_id?: number | string | Long;
  group_id?: number | string | Long;
  _team_id?: 'team_id';
  _group_id?: 'group_id';
}

export interface GroupRef__Output {
  team_id?: number;
  group_id?: number;
}
