// Original file: proto/scheduling.proto

/**
 * Half of a one-day request: the morning or the afternoon.
 */
export const HalfDay = {
  am: 'am',
  pm: 'pm',
} as const;

/**
 * Half of a one-day request: the morning or the afternoon.
 */
export type HalfDay = 'am' | 0 | 'pm' | 1;

/**
 * Half of a one-day request: the morning or the afternoon.
 */
export type HalfDay__Output = (typeof HalfDay)[keyof typeof HalfDay];
