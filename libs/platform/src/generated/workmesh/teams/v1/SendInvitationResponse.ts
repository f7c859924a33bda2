// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface SendInvitationResponse {
  success?: string;
  /**
   * What happened: 'invited' (an email with an accept link) or 'added' (a registered user added directly).
   */
  outcome?: string;
  /**
   * The invitation recorded: pending (invited), or already accepted (added).
   */
  invitation_id?: number | string | Long;
  /**
   * The member added directly (their user id, as members are named everywhere); unset when invited.
   */
  member_id?: number | string | Long;
  _member_id?: 'member_id';
}

export interface SendInvitationResponse__Output {
  success: string;
  /**
   * What happened: 'invited' (an email with an accept link) or 'added' (a registered user added directly).
   */
  outcome: string;
  /**
   * The invitation recorded: pending (invited), or already accepted (added).
   */
  invitation_id: number;
  /**
   * The member added directly (their user id, as members are named everywhere); unset when invited.
   */
  member_id?: number;
}
