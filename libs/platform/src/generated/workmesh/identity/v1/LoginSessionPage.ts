// Original file: proto/identity.proto

import type {
  LoginSession as _workmesh_identity_v1_LoginSession,
  LoginSession__Output as _workmesh_identity_v1_LoginSession__Output,
} from '../../../workmesh/identity/v1/LoginSession';
import type {
  PageInfo as _workmesh_identity_v1_PageInfo,
  PageInfo__Output as _workmesh_identity_v1_PageInfo__Output,
} from '../../../workmesh/identity/v1/PageInfo';

export interface LoginSessionPage {
  sessions?: _workmesh_identity_v1_LoginSession[];
  page_info?: _workmesh_identity_v1_PageInfo | null;
}

export interface LoginSessionPage__Output {
  sessions: _workmesh_identity_v1_LoginSession__Output[];
  page_info: _workmesh_identity_v1_PageInfo__Output | null;
}
