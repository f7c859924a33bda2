// Original file: proto/teams.proto

import type {
  Group as _workmesh_teams_v1_Group,
  Group__Output as _workmesh_teams_v1_Group__Output,
} from '../../../workmesh/teams/v1/Group';
import type { Long } from '@grpc/proto-loader';

export interface ResolveGroupsResponse {
  groups?: _workmesh_teams_v1_Group[];
  /**
   * ids that are not groups of this team
   */
  missing_ids?: (number | string | Long)[];
}

export interface ResolveGroupsResponse__Output {
  groups: _workmesh_teams_v1_Group__Output[];
  /**
   * ids that are not groups of this team
   */
  missing_ids: number[];
}
