// Original file: proto/identity.proto

import type { Long } from '@grpc/proto-loader';

export interface Caller {
  user_id?: number | string | Long;
  current_team_id?: number | string | Long;
  email?: string;
  name?: string;
  /**
   * The current team requires two-factor sign-in and the user has none (docs/auth.md).
   */
  two_factor_missing?: boolean;
}

export interface Caller__Output {
  user_id: number;
  current_team_id: number;
  email: string;
  name: string;
  /**
   * The current team requires two-factor sign-in and the user has none (docs/auth.md).
   */
  two_factor_missing: boolean;
}
