// Original file: proto/scheduling.proto

/**
 * How a policy's yearly allowance accrues: all on 1 January (pro rata from a member's join
 * date in the year they join), or one twelfth at the start of each month.
 */
export const TimeOffAccrual = {
  yearly: 'yearly',
  monthly: 'monthly',
} as const;

/**
 * How a policy's yearly allowance accrues: all on 1 January (pro rata from a member's join
 * date in the year they join), or one twelfth at the start of each month.
 */
export type TimeOffAccrual = 'yearly' | 0 | 'monthly' | 1;

/**
 * How a policy's yearly allowance accrues: all on 1 January (pro rata from a member's join
 * date in the year they join), or one twelfth at the start of each month.
 */
export type TimeOffAccrual__Output = (typeof TimeOffAccrual)[keyof typeof TimeOffAccrual];
