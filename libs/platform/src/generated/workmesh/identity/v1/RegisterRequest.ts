// Original file: proto/identity.proto

import type {
  TeamInput as _workmesh_identity_v1_TeamInput,
  TeamInput__Output as _workmesh_identity_v1_TeamInput__Output,
} from '../../../workmesh/identity/v1/TeamInput';

export interface RegisterRequest {
  name?: string;
  email?: string;
  password?: string;
  c_password?: string;
  team?: _workmesh_identity_v1_TeamInput | null;
  timezone?: string;
  phone?: string;
  _name?: 'name';
  _email?: 'email';
  _password?: 'password';
  _c_password?: 'c_password';
  _team?: 'team';
  _timezone?: 'timezone';
  _phone?: 'phone';
}

export interface RegisterRequest__Output {
  name?: string;
  email?: string;
  password?: string;
  c_password?: string;
  team?: _workmesh_identity_v1_TeamInput__Output | null;
  timezone?: string;
  phone?: string;
}
