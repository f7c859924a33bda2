// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListInvitationsRequest {
  team_id?: number | string | Long;
  /**
   * InvitationStatus
   */
  status?: string;
  page?: number;
  per_page?: number;
  _team_id?: 'team_id';
  _status?: 'status';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListInvitationsRequest__Output {
  team_id?: number;
  /**
   * InvitationStatus
   */
  status?: string;
  page?: number;
  per_page?: number;
}
