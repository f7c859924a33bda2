// Original file: proto/tracking.proto

/**
 * Money in one currency (issue 34): amounts are never summed across currencies.
 */
export interface CurrencyAmounts {
  /**
   * ISO 4217
   */
  currency?: string;
  /**
   * decimals with the currency's places
   */
  billable_amount?: number | string;
  cost_amount?: number | string;
}

/**
 * Money in one currency (issue 34): amounts are never summed across currencies.
 */
export interface CurrencyAmounts__Output {
  /**
   * ISO 4217
   */
  currency: string;
  /**
   * decimals with the currency's places
   */
  billable_amount: number;
  cost_amount: number;
}
