// Original file: proto/teams.proto

import type {
  Membership as _workmesh_teams_v1_Membership,
  Membership__Output as _workmesh_teams_v1_Membership__Output,
} from '../../../workmesh/teams/v1/Membership';

export interface ListMembersByRoleResponse {
  members?: _workmesh_teams_v1_Membership[];
}

export interface ListMembersByRoleResponse__Output {
  members: _workmesh_teams_v1_Membership__Output[];
}
