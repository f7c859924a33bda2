// Original file: proto/scheduling.proto

import type {
  TimeOffPolicyFields as _workmesh_scheduling_v1_TimeOffPolicyFields,
  TimeOffPolicyFields__Output as _workmesh_scheduling_v1_TimeOffPolicyFields__Output,
} from '../../../workmesh/scheduling/v1/TimeOffPolicyFields';
import type { Long } from '@grpc/proto-loader';

export interface UpdateTimeOffPolicyRequest {
  policy_id?: number | string | Long;
  /**
   * unit cannot change once a request uses the policy (409).
   */
  fields?: _workmesh_scheduling_v1_TimeOffPolicyFields | null;
  /**
   * Replace the lists only when the flag says they were given (an empty list is a valid value).
   */
  replace_user_ids?: boolean;
  replace_group_ids?: boolean;
  _policy_id?: 'policy_id';
}

export interface UpdateTimeOffPolicyRequest__Output {
  policy_id?: number;
  /**
   * unit cannot change once a request uses the policy (409).
   */
  fields: _workmesh_scheduling_v1_TimeOffPolicyFields__Output | null;
  /**
   * Replace the lists only when the flag says they were given (an empty list is a valid value).
   */
  replace_user_ids: boolean;
  replace_group_ids: boolean;
}
