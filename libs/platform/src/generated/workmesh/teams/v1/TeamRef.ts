// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface TeamRef {
  team_id?: number | string | Long;
  _team_id?: 'team_id';
}

export interface TeamRef__Output {
  team_id?: number;
}
