// Original file: proto/tracking.proto

import type {
  ReportGroup as _workmesh_tracking_v1_ReportGroup,
  ReportGroup__Output as _workmesh_tracking_v1_ReportGroup__Output,
} from '../../../workmesh/tracking/v1/ReportGroup';
import type { Long } from '@grpc/proto-loader';

export interface ReportGroup {
  /**
   * the id, the date, the ISO week or yes/no
   */
  key?: string;
  name?: string;
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  billable_amount?: number | string;
  cost_amount?: number | string;
  sub_groups?: _workmesh_tracking_v1_ReportGroup[];
}

export interface ReportGroup__Output {
  /**
   * the id, the date, the ISO week or yes/no
   */
  key: string;
  name: string;
  seconds: number;
  billable_seconds: number;
  billable_amount: number;
  cost_amount: number;
  sub_groups: _workmesh_tracking_v1_ReportGroup__Output[];
}
