// Original file: proto/identity.proto

import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from '../../../workmesh/identity/v1/User';

export interface FindUserByEmailResponse {
  found?: boolean;
  user?: _workmesh_identity_v1_User | null;
}

export interface FindUserByEmailResponse__Output {
  found: boolean;
  user: _workmesh_identity_v1_User__Output | null;
}
