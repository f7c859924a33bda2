// Original file: proto/tracking.proto

import type {
  AttendanceMember as _workmesh_tracking_v1_AttendanceMember,
  AttendanceMember__Output as _workmesh_tracking_v1_AttendanceMember__Output,
} from '../../../workmesh/tracking/v1/AttendanceMember';

export interface AttendanceReport {
  from?: string;
  to?: string;
  /**
   * the team setting used
   */
  late_threshold_minutes?: number;
  members?: _workmesh_tracking_v1_AttendanceMember[];
}

export interface AttendanceReport__Output {
  from: string;
  to: string;
  /**
   * the team setting used
   */
  late_threshold_minutes: number;
  members: _workmesh_tracking_v1_AttendanceMember__Output[];
}
