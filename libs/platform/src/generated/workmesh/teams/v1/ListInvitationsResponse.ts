// Original file: proto/teams.proto

import type {
  Invitation as _workmesh_teams_v1_Invitation,
  Invitation__Output as _workmesh_teams_v1_Invitation__Output,
} from '../../../workmesh/teams/v1/Invitation';
import type {
  PageInfo as _workmesh_teams_v1_PageInfo,
  PageInfo__Output as _workmesh_teams_v1_PageInfo__Output,
} from '../../../workmesh/teams/v1/PageInfo';

export interface ListInvitationsResponse {
  invitations?: _workmesh_teams_v1_Invitation[];
  page_info?: _workmesh_teams_v1_PageInfo | null;
}

export interface ListInvitationsResponse__Output {
  invitations: _workmesh_teams_v1_Invitation__Output[];
  page_info: _workmesh_teams_v1_PageInfo__Output | null;
}
