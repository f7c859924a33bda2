// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeOffBalance {
  policy_id?: number | string | Long;
  policy_name?: string;
  unit?: string;
  paid?: boolean;
  /**
   * the policy's yearly allowance
   */
  allowance?: number | string;
  /**
   * from the year before, at most carry_over_max
   */
  carried_over?: number | string;
  /**
   * of this year's allowance so far (pro rata from joining)
   */
  accrued?: number | string;
  /**
   * approved, on days up to today
   */
  taken?: number | string;
  /**
   * approved, on days after today
   */
  planned?: number | string;
  /**
   * awaiting approval
   */
  pending?: number | string;
  /**
   * carried_over + accrued - taken - planned
   */
  remaining?: number | string;
}

export interface TimeOffBalance__Output {
  policy_id: number;
  policy_name: string;
  unit: string;
  paid: boolean;
  /**
   * the policy's yearly allowance
   */
  allowance: number;
  /**
   * from the year before, at most carry_over_max
   */
  carried_over: number;
  /**
   * of this year's allowance so far (pro rata from joining)
   */
  accrued: number;
  /**
   * approved, on days up to today
   */
  taken: number;
  /**
   * approved, on days after today
   */
  planned: number;
  /**
   * awaiting approval
   */
  pending: number;
  /**
   * carried_over + accrued - taken - planned
   */
  remaining: number;
}
