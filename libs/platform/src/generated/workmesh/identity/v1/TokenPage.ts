// Original file: proto/identity.proto

import type {
  AccessToken as _workmesh_identity_v1_AccessToken,
  AccessToken__Output as _workmesh_identity_v1_AccessToken__Output,
} from '../../../workmesh/identity/v1/AccessToken';
import type {
  TokenPageInfo as _workmesh_identity_v1_TokenPageInfo,
  TokenPageInfo__Output as _workmesh_identity_v1_TokenPageInfo__Output,
} from '../../../workmesh/identity/v1/TokenPageInfo';

export interface TokenPage {
  tokens?: _workmesh_identity_v1_AccessToken[];
  page_info?: _workmesh_identity_v1_TokenPageInfo | null;
}

export interface TokenPage__Output {
  tokens: _workmesh_identity_v1_AccessToken__Output[];
  page_info: _workmesh_identity_v1_TokenPageInfo__Output | null;
}
