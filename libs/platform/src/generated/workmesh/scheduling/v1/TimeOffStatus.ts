// Original file: proto/scheduling.proto

/**
 * A request's state.
 */
export const TimeOffStatus = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;

/**
 * A request's state.
 */
export type TimeOffStatus = 'pending' | 0 | 'approved' | 1 | 'rejected' | 2 | 'cancelled' | 3;

/**
 * A request's state.
 */
export type TimeOffStatus__Output = (typeof TimeOffStatus)[keyof typeof TimeOffStatus];
