// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

/**
 * What the holder of an invitation's link may see of it: whom it invites to which team,
 * as what, by whom, and whether it can still be accepted. No pay settings, no audit.
 */
export interface InvitationPreview {
  team_id?: number | string | Long;
  team_name?: string;
  /**
   * the invited address: sign in (or register) with it to accept
   */
  email?: string;
  /**
   * TeamRole but client
   */
  role?: string;
  /**
   * InvitationStatus (expired: a pending one past expires_at)
   */
  status?: string;
  expires_at?: string;
  /**
   * The inviter's name; unset when identity does not know (or cannot tell) it.
   */
  invited_by_name?: string;
  _invited_by_name?: 'invited_by_name';
}

/**
 * What the holder of an invitation's link may see of it: whom it invites to which team,
 * as what, by whom, and whether it can still be accepted. No pay settings, no audit.
 */
export interface InvitationPreview__Output {
  team_id: number;
  team_name: string;
  /**
   * the invited address: sign in (or register) with it to accept
   */
  email: string;
  /**
   * TeamRole but client
   */
  role: string;
  /**
   * InvitationStatus (expired: a pending one past expires_at)
   */
  status: string;
  expires_at: string;
  /**
   * The inviter's name; unset when identity does not know (or cannot tell) it.
   */
  invited_by_name?: string;
}
