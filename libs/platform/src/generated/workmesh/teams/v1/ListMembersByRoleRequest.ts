// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMembersByRoleRequest {
  team_id?: number | string | Long;
  /**
   * owner | manager | member; at least one
   */
  roles?: string[];
}

export interface ListMembersByRoleRequest__Output {
  team_id: number;
  /**
   * owner | manager | member; at least one
   */
  roles: string[];
}
