// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteOrganizationRequest {
  team_id?: number | string | Long;
  owner_user_id?: number | string | Long;
}

export interface DeleteOrganizationRequest__Output {
  team_id: number;
  owner_user_id: number;
}
