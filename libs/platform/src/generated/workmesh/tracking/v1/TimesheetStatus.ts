// Original file: proto/tracking.proto

/**
 * A member's week: open, submitted for approval, approved (its entries locked) or rejected.
 */
export const TimesheetStatus = {
  open: 'open',
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/**
 * A member's week: open, submitted for approval, approved (its entries locked) or rejected.
 */
export type TimesheetStatus = 'open' | 0 | 'submitted' | 1 | 'approved' | 2 | 'rejected' | 3;

/**
 * A member's week: open, submitted for approval, approved (its entries locked) or rejected.
 */
export type TimesheetStatus__Output = (typeof TimesheetStatus)[keyof typeof TimesheetStatus];
