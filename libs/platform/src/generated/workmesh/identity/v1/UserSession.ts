// Original file: proto/identity.proto

import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from '../../../workmesh/identity/v1/User';

export interface UserSession {
  user?: _workmesh_identity_v1_User | null;
  token?: string;
  /**
   * Login of a user with two-factor sign-in: no user and no token yet, but a challenge to
   * answer with a code (POST /api/v3/user/two-factor/verify).
   */
  two_factor_required?: boolean;
  challenge?: string;
}

export interface UserSession__Output {
  user: _workmesh_identity_v1_User__Output | null;
  token: string;
  /**
   * Login of a user with two-factor sign-in: no user and no token yet, but a challenge to
   * answer with a code (POST /api/v3/user/two-factor/verify).
   */
  two_factor_required: boolean;
  challenge: string;
}
