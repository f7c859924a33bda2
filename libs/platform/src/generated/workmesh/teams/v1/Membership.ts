// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface Membership {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  role?: string;
}

export interface Membership__Output {
  team_id: number;
  user_id: number;
  role: string;
}
