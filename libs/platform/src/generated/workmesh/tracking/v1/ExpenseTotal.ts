// Original file: proto/tracking.proto

/**
 * Expenses' money in one currency: never summed across currencies.
 */
export interface ExpenseTotal {
  currency?: string;
  amount?: number | string;
  billable_amount?: number | string;
  count?: number;
}

/**
 * Expenses' money in one currency: never summed across currencies.
 */
export interface ExpenseTotal__Output {
  currency: string;
  amount: number;
  billable_amount: number;
  count: number;
}
