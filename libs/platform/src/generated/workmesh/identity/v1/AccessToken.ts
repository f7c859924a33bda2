// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A personal access token as listed: never its secret.
 */
export interface AccessToken {
  id?: string;
  user_id?: number | string | Long;
  team_id?: number | string | Long;
  name?: string;
  /**
   * the secret's first 12 characters
   */
  prefix?: string;
  scopes?: string[];
  created_at?: string;
  expires_at?: string;
  last_used_at?: string;
  last_used_ip?: string;
  _last_used_at?: 'last_used_at';
  _last_used_ip?: 'last_used_ip';
}

/**
 * A personal access token as listed: never its secret.
 */
export interface AccessToken__Output {
  id: string;
  user_id: number;
  team_id: number;
  name: string;
  /**
   * the secret's first 12 characters
   */
  prefix: string;
  scopes: string[];
  created_at: string;
  expires_at: string;
  last_used_at?: string;
  last_used_ip?: string;
}
