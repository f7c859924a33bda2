// Original file: proto/teams.proto

/**
 * An invitation's status; `expired` is shown for a pending one past its expiry.
 */
export const InvitationStatus = {
  pending: 'pending',
  accepted: 'accepted',
  revoked: 'revoked',
  expired: 'expired',
} as const;

/**
 * An invitation's status; `expired` is shown for a pending one past its expiry.
 */
export type InvitationStatus = 'pending' | 0 | 'accepted' | 1 | 'revoked' | 2 | 'expired' | 3;

/**
 * An invitation's status; `expired` is shown for a pending one past its expiry.
 */
export type InvitationStatus__Output = (typeof InvitationStatus)[keyof typeof InvitationStatus];
