// Original file: proto/tracking.proto

import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';
import type {
  Totals as _workmesh_tracking_v1_Totals,
  Totals__Output as _workmesh_tracking_v1_Totals__Output,
} from '../../../workmesh/tracking/v1/Totals';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface DetailedReport {
  from?: string;
  to?: string;
  timezone?: string;
  time_entries?: _workmesh_tracking_v1_TimeEntry[];
  totals?: _workmesh_tracking_v1_Totals | null;
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface DetailedReport__Output {
  from: string;
  to: string;
  timezone: string;
  time_entries: _workmesh_tracking_v1_TimeEntry__Output[];
  totals: _workmesh_tracking_v1_Totals__Output | null;
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
