// Original file: proto/scheduling.proto

import type {
  TimeOffRequest as _workmesh_scheduling_v1_TimeOffRequest,
  TimeOffRequest__Output as _workmesh_scheduling_v1_TimeOffRequest__Output,
} from '../../../workmesh/scheduling/v1/TimeOffRequest';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from '../../../workmesh/scheduling/v1/PageInfo';

export interface ListTimeOffRequestsResponse {
  requests?: _workmesh_scheduling_v1_TimeOffRequest[];
  page_info?: _workmesh_scheduling_v1_PageInfo | null;
}

export interface ListTimeOffRequestsResponse__Output {
  requests: _workmesh_scheduling_v1_TimeOffRequest__Output[];
  page_info: _workmesh_scheduling_v1_PageInfo__Output | null;
}
