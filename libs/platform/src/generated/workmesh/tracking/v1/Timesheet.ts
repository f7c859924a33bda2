// Original file: proto/tracking.proto

import type {
  Totals as _workmesh_tracking_v1_Totals,
  Totals__Output as _workmesh_tracking_v1_Totals__Output,
} from '../../../workmesh/tracking/v1/Totals';
import type {
  DayTotals as _workmesh_tracking_v1_DayTotals,
  DayTotals__Output as _workmesh_tracking_v1_DayTotals__Output,
} from '../../../workmesh/tracking/v1/DayTotals';
import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';
import type {
  TimesheetAbsence as _workmesh_tracking_v1_TimesheetAbsence,
  TimesheetAbsence__Output as _workmesh_tracking_v1_TimesheetAbsence__Output,
} from '../../../workmesh/tracking/v1/TimesheetAbsence';
import type { Long } from '@grpc/proto-loader';

export interface Timesheet {
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  week?: string;
  /**
   * UTC instant the week starts (team zone, week_start)
   */
  from?: string;
  /**
   * UTC instant the next week starts
   */
  to?: string;
  /**
   * the team's zone the week is read in
   */
  timezone?: string;
  /**
   * TimesheetStatus
   */
  status?: string;
  totals?: _workmesh_tracking_v1_Totals | null;
  days?: _workmesh_tracking_v1_DayTotals[];
  time_entries?: _workmesh_tracking_v1_TimeEntry[];
  submitted_at?: string;
  reviewed_at?: string;
  reviewed_by?: number | string | Long;
  /**
   * the rejection's comment
   */
  comment?: string;
  /**
   * Time off and holidays in the week beside the tracked time (issue 36, from scheduling).
   */
  absences?: _workmesh_tracking_v1_TimesheetAbsence[];
  _submitted_at?: 'submitted_at';
  _reviewed_at?: 'reviewed_at';
  _reviewed_by?: 'reviewed_by';
  _comment?: 'comment';
}

export interface Timesheet__Output {
  team_id: number;
  user_id: number;
  week: string;
  /**
   * UTC instant the week starts (team zone, week_start)
   */
  from: string;
  /**
   * UTC instant the next week starts
   */
  to: string;
  /**
   * the team's zone the week is read in
   */
  timezone: string;
  /**
   * TimesheetStatus
   */
  status: string;
  totals: _workmesh_tracking_v1_Totals__Output | null;
  days: _workmesh_tracking_v1_DayTotals__Output[];
  time_entries: _workmesh_tracking_v1_TimeEntry__Output[];
  submitted_at?: string;
  reviewed_at?: string;
  reviewed_by?: number;
  /**
   * the rejection's comment
   */
  comment?: string;
  /**
   * Time off and holidays in the week beside the tracked time (issue 36, from scheduling).
   */
  absences: _workmesh_tracking_v1_TimesheetAbsence__Output[];
}
