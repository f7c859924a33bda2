// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface AttendanceReportRequest {
  /**
   * YYYY-MM-DD inclusive, required
   */
  from?: string;
  /**
   * YYYY-MM-DD inclusive, required; at most 366 days
   */
  to?: string;
  /**
   * members: only themselves
   */
  user_id?: number | string | Long;
  group_id?: number | string | Long;
  /**
   * IANA; default each member's own zone
   */
  timezone?: string;
  _from?: 'from';
  _to?: 'to';
  _user_id?: 'user_id';
  _group_id?: 'group_id';
  _timezone?: 'timezone';
}

export interface AttendanceReportRequest__Output {
  /**
   * YYYY-MM-DD inclusive, required
   */
  from?: string;
  /**
   * YYYY-MM-DD inclusive, required; at most 366 days
   */
  to?: string;
  /**
   * members: only themselves
   */
  user_id?: number;
  group_id?: number;
  /**
   * IANA; default each member's own zone
   */
  timezone?: string;
}
