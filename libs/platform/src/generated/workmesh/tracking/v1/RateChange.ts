// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One update of a level's rates: each rate it set, from effective_from.
 */
export interface RateChange {
  id?: number | string | Long;
  /**
   * null: this change left the bill rate as it was
   */
  bill_rate?: number | string;
  /**
   * null: this change left the pay rate as it was
   */
  pay_rate?: number | string;
  /**
   * YYYY-MM-DD in the team's zone
   */
  effective_from?: string;
  created_at?: string;
  /**
   * 0: the migration of the invitation's rates
   */
  created_by?: number | string | Long;
  _bill_rate?: 'bill_rate';
  _pay_rate?: 'pay_rate';
}

/**
 * One update of a level's rates: each rate it set, from effective_from.
 */
export interface RateChange__Output {
  id: number;
  /**
   * null: this change left the bill rate as it was
   */
  bill_rate?: number;
  /**
   * null: this change left the pay rate as it was
   */
  pay_rate?: number;
  /**
   * YYYY-MM-DD in the team's zone
   */
  effective_from: string;
  created_at: string;
  /**
   * 0: the migration of the invitation's rates
   */
  created_by: number;
}
