// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffPolicy {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * 1..200 code points, unique per team case-insensitively
   */
  name?: string;
  paid?: boolean;
  /**
   * TimeOffUnit
   */
  unit?: string;
  /**
   * per year in unit, 0..366 days / 0..8784 hours, 2 decimals
   */
  allowance?: number | string;
  /**
   * TimeOffAccrual
   */
  accrual?: string;
  /**
   * in unit; what may carry into the next year; 0: none
   */
  carry_over_max?: number | string;
  requires_approval?: boolean;
  /**
   * a request may take the balance below zero
   */
  allow_negative?: boolean;
  /**
   * who it applies to: these members and these groups'
   */
  user_ids?: (number | string | Long)[];
  /**
   * members; both empty: everyone in the team
   */
  group_ids?: (number | string | Long)[];
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
}

export interface TimeOffPolicy__Output {
  id: number;
  team_id: number;
  /**
   * 1..200 code points, unique per team case-insensitively
   */
  name: string;
  paid: boolean;
  /**
   * TimeOffUnit
   */
  unit: string;
  /**
   * per year in unit, 0..366 days / 0..8784 hours, 2 decimals
   */
  allowance: number;
  /**
   * TimeOffAccrual
   */
  accrual: string;
  /**
   * in unit; what may carry into the next year; 0: none
   */
  carry_over_max: number;
  requires_approval: boolean;
  /**
   * a request may take the balance below zero
   */
  allow_negative: boolean;
  /**
   * who it applies to: these members and these groups'
   */
  user_ids: number[];
  /**
   * members; both empty: everyone in the team
   */
  group_ids: number[];
  created_by: number;
  created_at: string;
  updated_at: string;
}
