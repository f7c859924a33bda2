// Original file: proto/tracking.proto

import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface ListTimeEntriesResponse {
  time_entries?: _workmesh_tracking_v1_TimeEntry[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface ListTimeEntriesResponse__Output {
  time_entries: _workmesh_tracking_v1_TimeEntry__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
