// Original file: proto/identity.proto

import type {
  TokenUse as _workmesh_identity_v1_TokenUse,
  TokenUse__Output as _workmesh_identity_v1_TokenUse__Output,
} from '../../../workmesh/identity/v1/TokenUse';

export interface TouchTokensRequest {
  uses?: _workmesh_identity_v1_TokenUse[];
}

export interface TouchTokensRequest__Output {
  uses: _workmesh_identity_v1_TokenUse__Output[];
}
