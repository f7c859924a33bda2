// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffRequest {
  id?: number | string | Long;
  team_id?: number | string | Long;
  user_id?: number | string | Long;
  policy_id?: number | string | Long;
  /**
   * when the request was made
   */
  policy_name?: string;
  paid?: boolean;
  /**
   * the policy's TimeOffUnit
   */
  unit?: string;
  /**
   * YYYY-MM-DD, inclusive, a day in the member's zone
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  /**
   * HalfDay, one-day requests only
   */
  half_day?: string;
  /**
   * as asked (hours-unit policies, one-day requests)
   */
  hours?: number | string;
  /**
   * what it takes from the balance, in unit (working days only)
   */
  amount?: number | string;
  /**
   * the working days it counts, YYYY-MM-DD
   */
  days?: string[];
  /**
   * TimeOffStatus
   */
  status?: string;
  note?: string;
  /**
   * the reviewer's
   */
  comment?: string;
  reviewed_by?: number | string | Long;
  reviewed_at?: string;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  _half_day?: 'half_day';
  _hours?: 'hours';
  _comment?: 'comment';
  _reviewed_by?: 'reviewed_by';
  _reviewed_at?: 'reviewed_at';
}

export interface TimeOffRequest__Output {
  id: number;
  team_id: number;
  user_id: number;
  policy_id: number;
  /**
   * when the request was made
   */
  policy_name: string;
  paid: boolean;
  /**
   * the policy's TimeOffUnit
   */
  unit: string;
  /**
   * YYYY-MM-DD, inclusive, a day in the member's zone
   */
  from: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to: string;
  /**
   * HalfDay, one-day requests only
   */
  half_day?: string;
  /**
   * as asked (hours-unit policies, one-day requests)
   */
  hours?: number;
  /**
   * what it takes from the balance, in unit (working days only)
   */
  amount: number;
  /**
   * the working days it counts, YYYY-MM-DD
   */
  days: string[];
  /**
   * TimeOffStatus
   */
  status: string;
  note: string;
  /**
   * the reviewer's
   */
  comment?: string;
  reviewed_by?: number;
  reviewed_at?: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}
