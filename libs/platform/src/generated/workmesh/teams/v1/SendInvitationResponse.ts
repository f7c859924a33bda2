// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface SendInvitationResponse {
  success?: string;
  /**
   * What happened: 'invited' (an email with an accept link) or 'added' (a registered user added directly).
   */
  outcome?: string;
  invitation_id?: number | string | Long;
}

export interface SendInvitationResponse__Output {
  success: string;
  /**
   * What happened: 'invited' (an email with an accept link) or 'added' (a registered user added directly).
   */
  outcome: string;
  invitation_id: number;
}
