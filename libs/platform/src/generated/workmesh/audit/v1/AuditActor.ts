// Original file: proto/audit.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Who made the change: the authenticated caller, with the login session or the personal
 * access token they used.
 */
export interface AuditActor {
  /**
   * 0 when nobody was signed in (a failed sign-in)
   */
  user_id?: number | string | Long;
  session_id?: string;
  token_id?: string;
  _session_id?: 'session_id';
  _token_id?: 'token_id';
}

/**
 * Who made the change: the authenticated caller, with the login session or the personal
 * access token they used.
 */
export interface AuditActor__Output {
  /**
   * 0 when nobody was signed in (a failed sign-in)
   */
  user_id: number;
  session_id?: string;
  token_id?: string;
}
