// Original file: proto/teams.proto

import type {
  Member as _workmesh_teams_v1_Member,
  Member__Output as _workmesh_teams_v1_Member__Output,
} from '../../../workmesh/teams/v1/Member';
import type {
  PageInfo as _workmesh_teams_v1_PageInfo,
  PageInfo__Output as _workmesh_teams_v1_PageInfo__Output,
} from '../../../workmesh/teams/v1/PageInfo';

export interface ListMembersResponse {
  members?: _workmesh_teams_v1_Member[];
  page_info?: _workmesh_teams_v1_PageInfo | null;
}

export interface ListMembersResponse__Output {
  members: _workmesh_teams_v1_Member__Output[];
  page_info: _workmesh_teams_v1_PageInfo__Output | null;
}
