// Original file: proto/tracking.proto

/**
 * What applies today through the levels (the most specific with a rate).
 */
export interface AppliedRates {
  /**
   * null: no level sets one (rate_missing)
   */
  bill_rate?: number | string;
  /**
   * RateLevel it comes from
   */
  bill_level?: string;
  /**
   * team and member levels only
   */
  pay_rate?: number | string;
  pay_level?: string;
  rate_missing?: boolean;
  _bill_rate?: 'bill_rate';
  _bill_level?: 'bill_level';
  _pay_rate?: 'pay_rate';
  _pay_level?: 'pay_level';
}

/**
 * What applies today through the levels (the most specific with a rate).
 */
export interface AppliedRates__Output {
  /**
   * null: no level sets one (rate_missing)
   */
  bill_rate?: number;
  /**
   * RateLevel it comes from
   */
  bill_level?: string;
  /**
   * team and member levels only
   */
  pay_rate?: number;
  pay_level?: string;
  rate_missing: boolean;
}
