// Original file: proto/scheduling.proto

import type {
  TimeOffPolicy as _workmesh_scheduling_v1_TimeOffPolicy,
  TimeOffPolicy__Output as _workmesh_scheduling_v1_TimeOffPolicy__Output,
} from '../../../workmesh/scheduling/v1/TimeOffPolicy';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from '../../../workmesh/scheduling/v1/PageInfo';

export interface ListTimeOffPoliciesResponse {
  policies?: _workmesh_scheduling_v1_TimeOffPolicy[];
  page_info?: _workmesh_scheduling_v1_PageInfo | null;
}

export interface ListTimeOffPoliciesResponse__Output {
  policies: _workmesh_scheduling_v1_TimeOffPolicy__Output[];
  page_info: _workmesh_scheduling_v1_PageInfo__Output | null;
}
