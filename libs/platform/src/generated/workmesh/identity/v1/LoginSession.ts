// Original file: proto/identity.proto

/**
 * A login session (docs/auth.md, "Sessions"): one per login or registration.
 */
export interface LoginSession {
  id?: string;
  created_at?: string;
  /**
   * updated at most once a minute
   */
  last_seen_at?: string;
  ip?: string;
  user_agent?: string;
  /**
   * the session of the caller's own token
   */
  current?: boolean;
  _ip?: 'ip';
  _user_agent?: 'user_agent';
}

/**
 * A login session (docs/auth.md, "Sessions"): one per login or registration.
 */
export interface LoginSession__Output {
  id: string;
  created_at: string;
  /**
   * updated at most once a minute
   */
  last_seen_at: string;
  ip?: string;
  user_agent?: string;
  /**
   * the session of the caller's own token
   */
  current: boolean;
}
