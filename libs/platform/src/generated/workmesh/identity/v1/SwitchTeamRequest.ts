// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface SwitchTeamRequest {
  team_id?: number | string | Long;
  _team_id?: 'team_id';
}

export interface SwitchTeamRequest__Output {
  team_id?: number;
}
