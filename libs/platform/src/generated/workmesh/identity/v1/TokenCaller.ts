// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface TokenCaller {
  user_id?: number | string | Long;
  team_id?: number | string | Long;
  token_id?: string;
  scopes?: string[];
  expires_at?: string;
  /**
   * The token's team requires two-factor sign-in and its owner has none.
   */
  two_factor_missing?: boolean;
}

export interface TokenCaller__Output {
  user_id: number;
  team_id: number;
  token_id: string;
  scopes: string[];
  expires_at: string;
  /**
   * The token's team requires two-factor sign-in and its owner has none.
   */
  two_factor_missing: boolean;
}
