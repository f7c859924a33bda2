// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffDay {
  /**
   * YYYY-MM-DD
   */
  date?: string;
  request_id?: number | string | Long;
  policy_id?: number | string | Long;
  policy_name?: string;
  paid?: boolean;
  unit?: string;
  half_day?: string;
  /**
   * hours-unit requests: the hours of that day
   */
  hours?: number | string;
  _half_day?: 'half_day';
  _hours?: 'hours';
}

export interface TimeOffDay__Output {
  /**
   * YYYY-MM-DD
   */
  date: string;
  request_id: number;
  policy_id: number;
  policy_name: string;
  paid: boolean;
  unit: string;
  half_day?: string;
  /**
   * hours-unit requests: the hours of that day
   */
  hours?: number;
}
