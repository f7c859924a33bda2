// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A day of a member's week away from work: approved time off or a holiday.
 */
export interface TimesheetAbsence {
  /**
   * YYYY-MM-DD in the team's zone (the week's)
   */
  date?: string;
  /**
   * time_off | holiday
   */
  kind?: string;
  /**
   * the policy's or the holiday's
   */
  name?: string;
  /**
   * time off: the policy's; holidays: true
   */
  paid?: boolean;
  /**
   * time off credited that day (scheduled or hours_per_day, halved for a half day)
   */
  seconds?: number | string | Long;
  half_day?: string;
  request_id?: number | string | Long;
  _half_day?: 'half_day';
  _request_id?: 'request_id';
}

/**
 * A day of a member's week away from work: approved time off or a holiday.
 */
export interface TimesheetAbsence__Output {
  /**
   * YYYY-MM-DD in the team's zone (the week's)
   */
  date: string;
  /**
   * time_off | holiday
   */
  kind: string;
  /**
   * the policy's or the holiday's
   */
  name: string;
  /**
   * time off: the policy's; holidays: true
   */
  paid: boolean;
  /**
   * time off credited that day (scheduled or hours_per_day, halved for a half day)
   */
  seconds: number;
  half_day?: string;
  request_id?: number;
}
