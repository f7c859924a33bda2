// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface InvitationRef {
  team_id?: number | string | Long;
  invitation_id?: number | string | Long;
  _team_id?: 'team_id';
  _invitation_id?: 'invitation_id';
}

export interface InvitationRef__Output {
  team_id?: number;
  invitation_id?: number;
}
