// Original file: proto/notifier.proto

/**
 * A webhook delivery's status (a string on the wire, as teams.proto says of its enums):
 * pending (not tried yet, or replayed), retrying (another attempt is planned), succeeded
 * (a 2xx), failed (the attempts are over).
 */
export const DeliveryStatus = {
  pending: 'pending',
  retrying: 'retrying',
  succeeded: 'succeeded',
  failed: 'failed',
} as const;

/**
 * A webhook delivery's status (a string on the wire, as teams.proto says of its enums):
 * pending (not tried yet, or replayed), retrying (another attempt is planned), succeeded
 * (a 2xx), failed (the attempts are over).
 */
export type DeliveryStatus = 'pending' | 0 | 'retrying' | 1 | 'succeeded' | 2 | 'failed' | 3;

/**
 * A webhook delivery's status (a string on the wire, as teams.proto says of its enums):
 * pending (not tried yet, or replayed), retrying (another attempt is planned), succeeded
 * (a 2xx), failed (the attempts are over).
 */
export type DeliveryStatus__Output = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];
