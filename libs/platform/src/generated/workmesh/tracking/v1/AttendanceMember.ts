// Original file: proto/tracking.proto

import type {
  AttendanceDay as _workmesh_tracking_v1_AttendanceDay,
  AttendanceDay__Output as _workmesh_tracking_v1_AttendanceDay__Output,
} from '../../../workmesh/tracking/v1/AttendanceDay';
import type { Long } from '@grpc/proto-loader';

export interface AttendanceMember {
  user_id?: number | string | Long;
  name?: string;
  /**
   * the zone the member's days are read in
   */
  timezone?: string;
  /**
   * every day of the range
   */
  days?: _workmesh_tracking_v1_AttendanceDay[];
  scheduled_seconds?: number | string | Long;
  expected_seconds?: number | string | Long;
  tracked_seconds?: number | string | Long;
  time_off_seconds?: number | string | Long;
  /**
   * = the last day's balance_seconds
   */
  difference_seconds?: number | string | Long;
  late_days?: number;
}

export interface AttendanceMember__Output {
  user_id: number;
  name: string;
  /**
   * the zone the member's days are read in
   */
  timezone: string;
  /**
   * every day of the range
   */
  days: _workmesh_tracking_v1_AttendanceDay__Output[];
  scheduled_seconds: number;
  expected_seconds: number;
  tracked_seconds: number;
  time_off_seconds: number;
  /**
   * = the last day's balance_seconds
   */
  difference_seconds: number;
  late_days: number;
}
