// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMembersByRoleRequest {
  team_id?: number | string | Long;
  /**
   * TeamRole but client; at least one
   */
  roles?: string[];
}

export interface ListMembersByRoleRequest__Output {
  team_id: number;
  /**
   * TeamRole but client; at least one
   */
  roles: string[];
}
