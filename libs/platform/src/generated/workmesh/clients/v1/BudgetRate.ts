// Original file: proto/clients.proto

/**
 * The rate a budget's cost is counted at.
 */
export const BudgetRate = {
  bill: 'bill',
  pay: 'pay',
} as const;

/**
 * The rate a budget's cost is counted at.
 */
export type BudgetRate = 'bill' | 0 | 'pay' | 1;

/**
 * The rate a budget's cost is counted at.
 */
export type BudgetRate__Output = (typeof BudgetRate)[keyof typeof BudgetRate];
