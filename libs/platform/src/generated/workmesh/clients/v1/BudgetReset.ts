// Original file: proto/clients.proto

/**
 * When a budget's use starts again from zero.
 */
export const BudgetReset = {
  never: 'never',
  monthly: 'monthly',
} as const;

/**
 * When a budget's use starts again from zero.
 */
export type BudgetReset = 'never' | 0 | 'monthly' | 1;

/**
 * When a budget's use starts again from zero.
 */
export type BudgetReset__Output = (typeof BudgetReset)[keyof typeof BudgetReset];
