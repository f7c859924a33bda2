// Original file: proto/tracking.proto

import type {
  ReportGroup as _workmesh_tracking_v1_ReportGroup,
  ReportGroup__Output as _workmesh_tracking_v1_ReportGroup__Output,
} from '../../../workmesh/tracking/v1/ReportGroup';
import type {
  Totals as _workmesh_tracking_v1_Totals,
  Totals__Output as _workmesh_tracking_v1_Totals__Output,
} from '../../../workmesh/tracking/v1/Totals';

export interface SummaryReport {
  from?: string;
  to?: string;
  timezone?: string;
  group_by?: string;
  sub_group?: string;
  groups?: _workmesh_tracking_v1_ReportGroup[];
  totals?: _workmesh_tracking_v1_Totals | null;
  _sub_group?: 'sub_group';
}

export interface SummaryReport__Output {
  from: string;
  to: string;
  timezone: string;
  group_by: string;
  sub_group?: string;
  groups: _workmesh_tracking_v1_ReportGroup__Output[];
  totals: _workmesh_tracking_v1_Totals__Output | null;
}
