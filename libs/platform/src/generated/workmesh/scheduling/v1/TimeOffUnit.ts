// Original file: proto/scheduling.proto

/**
 * A policy's unit: requests and balances counted in (working) days or hours.
 */
export const TimeOffUnit = {
  days: 'days',
  hours: 'hours',
} as const;

/**
 * A policy's unit: requests and balances counted in (working) days or hours.
 */
export type TimeOffUnit = 'days' | 0 | 'hours' | 1;

/**
 * A policy's unit: requests and balances counted in (working) days or hours.
 */
export type TimeOffUnit__Output = (typeof TimeOffUnit)[keyof typeof TimeOffUnit];
