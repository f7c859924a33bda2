// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffPolicyRef {
  policy_id?: number | string | Long;
  _policy_id?: 'policy_id';
}

export interface TimeOffPolicyRef__Output {
  policy_id?: number;
}
