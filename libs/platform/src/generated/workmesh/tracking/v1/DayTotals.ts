// Original file: proto/tracking.proto

import type {
  Totals as _workmesh_tracking_v1_Totals,
  Totals__Output as _workmesh_tracking_v1_Totals__Output,
} from '../../../workmesh/tracking/v1/Totals';

export interface DayTotals {
  /**
   * YYYY-MM-DD in the team's time zone
   */
  date?: string;
  totals?: _workmesh_tracking_v1_Totals | null;
}

export interface DayTotals__Output {
  /**
   * YYYY-MM-DD in the team's time zone
   */
  date: string;
  totals: _workmesh_tracking_v1_Totals__Output | null;
}
