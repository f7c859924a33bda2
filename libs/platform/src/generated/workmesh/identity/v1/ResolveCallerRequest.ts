// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface ResolveCallerRequest {
  user_id?: number | string | Long;
  token_version?: number;
  /**
   * The token's `sid`: a revoked or unknown session is refused.
   */
  session_id?: string;
}

export interface ResolveCallerRequest__Output {
  user_id: number;
  token_version: number;
  /**
   * The token's `sid`: a revoked or unknown session is refused.
   */
  session_id: string;
}
