// Original file: proto/teams.proto

import type {
  Group as _workmesh_teams_v1_Group,
  Group__Output as _workmesh_teams_v1_Group__Output,
} from '../../../workmesh/teams/v1/Group';
import type {
  PageInfo as _workmesh_teams_v1_PageInfo,
  PageInfo__Output as _workmesh_teams_v1_PageInfo__Output,
} from '../../../workmesh/teams/v1/PageInfo';

export interface ListGroupsResponse {
  groups?: _workmesh_teams_v1_Group[];
  page_info?: _workmesh_teams_v1_PageInfo | null;
}

export interface ListGroupsResponse__Output {
  groups: _workmesh_teams_v1_Group__Output[];
  page_info: _workmesh_teams_v1_PageInfo__Output | null;
}
