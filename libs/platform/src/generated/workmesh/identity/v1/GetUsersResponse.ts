// Original file: proto/identity.proto

import type {
  User as _workmesh_identity_v1_User,
  User__Output as _workmesh_identity_v1_User__Output,
} from '../../../workmesh/identity/v1/User';

export interface GetUsersResponse {
  users?: _workmesh_identity_v1_User[];
}

export interface GetUsersResponse__Output {
  users: _workmesh_identity_v1_User__Output[];
}
