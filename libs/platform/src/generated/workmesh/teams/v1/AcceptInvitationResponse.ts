// Original file: proto/teams.proto

import type {
  Member as _workmesh_teams_v1_Member,
  Member__Output as _workmesh_teams_v1_Member__Output,
} from '../../../workmesh/teams/v1/Member';

export interface AcceptInvitationResponse {
  success?: string;
  member?: _workmesh_teams_v1_Member | null;
}

export interface AcceptInvitationResponse__Output {
  success: string;
  member: _workmesh_teams_v1_Member__Output | null;
}
