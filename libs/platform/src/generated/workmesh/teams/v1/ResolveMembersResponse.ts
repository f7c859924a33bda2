// Original file: proto/teams.proto

import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from '../../../workmesh/teams/v1/Membership';
import type { Long } from '@grpc/proto-loader';

export interface ResolveMembersResponse {
  /**
   * the users that are members, with their role
   */
  members?: _workmesh_teams_v1_Membership[];
  /**
   * the users that are not members of this team
   */
  missing_ids?: (number | string | Long)[];
}

export interface ResolveMembersResponse__Output {
  /**
   * the users that are members, with their role
   */
  members: _workmesh_teams_v1_Membership__Output[];
  /**
   * the users that are not members of this team
   */
  missing_ids: number[];
}
