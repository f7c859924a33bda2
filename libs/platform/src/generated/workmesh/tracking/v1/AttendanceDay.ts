// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface AttendanceDay {
  /**
   * YYYY-MM-DD in the member's zone
   */
  date?: string;
  /**
   * schedule entries starting that day: minimum_hours, else the shift
   */
  scheduled_seconds?: number | string | Long;
  /**
   * entries starting that day (ADR 0047)
   */
  tracked_seconds?: number | string | Long;
  /**
   * approved time off, credited against scheduled time
   */
  time_off_seconds?: number | string | Long;
  time_off_policy?: string;
  /**
   * the holiday's name: nothing is expected that day
   */
  holiday?: string;
  /**
   * scheduled, 0 on a holiday
   */
  expected_seconds?: number | string | Long;
  /**
   * tracked + time off - expected
   */
  difference_seconds?: number | string | Long;
  /**
   * running sum of difference over the range
   */
  balance_seconds?: number | string | Long;
  /**
   * the day's first shift start, ISO 8601 UTC
   */
  shift_start?: string;
  /**
   * the day's first tracked start, ISO 8601 UTC
   */
  first_start?: string;
  /**
   * first_start after shift_start + threshold: whole minutes late
   */
  late_minutes?: number;
  late?: boolean;
  _time_off_policy?: 'time_off_policy';
  _holiday?: 'holiday';
  _shift_start?: 'shift_start';
  _first_start?: 'first_start';
}

export interface AttendanceDay__Output {
  /**
   * YYYY-MM-DD in the member's zone
   */
  date: string;
  /**
   * schedule entries starting that day: minimum_hours, else the shift
   */
  scheduled_seconds: number;
  /**
   * entries starting that day (ADR 0047)
   */
  tracked_seconds: number;
  /**
   * approved time off, credited against scheduled time
   */
  time_off_seconds: number;
  time_off_policy?: string;
  /**
   * the holiday's name: nothing is expected that day
   */
  holiday?: string;
  /**
   * scheduled, 0 on a holiday
   */
  expected_seconds: number;
  /**
   * tracked + time off - expected
   */
  difference_seconds: number;
  /**
   * running sum of difference over the range
   */
  balance_seconds: number;
  /**
   * the day's first shift start, ISO 8601 UTC
   */
  shift_start?: string;
  /**
   * the day's first tracked start, ISO 8601 UTC
   */
  first_start?: string;
  /**
   * first_start after shift_start + threshold: whole minutes late
   */
  late_minutes: number;
  late: boolean;
}
