// Original file: proto/clients.proto

/**
 * What a client's budget limits (clients' settings, tracking's use of them).
 */
export const BudgetType = {
  total_cost: 'total_cost',
  hours_cost: 'hours_cost',
} as const;

/**
 * What a client's budget limits (clients' settings, tracking's use of them).
 */
export type BudgetType = 'total_cost' | 0 | 'hours_cost' | 1;

/**
 * What a client's budget limits (clients' settings, tracking's use of them).
 */
export type BudgetType__Output = (typeof BudgetType)[keyof typeof BudgetType];
