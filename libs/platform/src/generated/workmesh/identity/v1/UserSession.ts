// Original file: proto/identity.proto

import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from '../../../workmesh/identity/v1/User';

export interface UserSession {
  user?: _workmesh_identity_v1_User | null;
  token?: string;
}

export interface UserSession__Output {
  user: _workmesh_identity_v1_User__Output | null;
  token: string;
}
