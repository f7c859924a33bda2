// Original file: proto/teams.proto

/**
 * How a member is paid (teams' pay_type, snapshotted on tracking's time entries) and
 * how an invoice's amounts are reckoned (invoices' amount_based_on): per hour, or a
 * fixed amount.
 */
export const RateType = {
  hourly: 'hourly',
  fixed: 'fixed',
} as const;

/**
 * How a member is paid (teams' pay_type, snapshotted on tracking's time entries) and
 * how an invoice's amounts are reckoned (invoices' amount_based_on): per hour, or a
 * fixed amount.
 */
export type RateType = 'hourly' | 0 | 'fixed' | 1;

/**
 * How a member is paid (teams' pay_type, snapshotted on tracking's time entries) and
 * how an invoice's amounts are reckoned (invoices' amount_based_on): per hour, or a
 * fixed amount.
 */
export type RateType__Output = (typeof RateType)[keyof typeof RateType];
