// Original file: proto/identity.proto

import type {
  AccessToken as _workmesh_identity_v1_AccessToken,
  AccessToken__Output as _workmesh_identity_v1_AccessToken__Output,
} from '../../../workmesh/identity/v1/AccessToken';

export interface CreatedToken {
  access_token?: _workmesh_identity_v1_AccessToken | null;
  /**
   * the secret, answered only here
   */
  token?: string;
}

export interface CreatedToken__Output {
  access_token: _workmesh_identity_v1_AccessToken__Output | null;
  /**
   * the secret, answered only here
   */
  token: string;
}
