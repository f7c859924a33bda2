// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface TeamProfileRequest {
  team_id?: number | string | Long;
}

export interface TeamProfileRequest__Output {
  team_id: number;
}
