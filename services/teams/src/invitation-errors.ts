// The answers of the invitation use cases: their reasons (what the gateway maps) with
// their messages, and the rule a lost race maps to.
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  permissionDenied,
  Reason,
  recordNotFound,
} from '@workmesh/platform';
import { asUniqueIndexViolation, MEMBERSHIP_INDEX, PENDING_INVITATION_INDEX } from './models';

export const alreadyMemberError = () =>
  alreadyExists(Reason.ALREADY_MEMBER, 'This user is already a member of the team.');

export const invitationPendingError = () =>
  alreadyExists(
    Reason.INVITATION_PENDING,
    'An invitation to this email is already pending; resend it instead.',
  );

/** Wrong, used, revoked or expired: one answer, so a token reveals nothing. */
export const invitationInvalidError = () =>
  invalidArgument(Reason.INVITATION_INVALID, 'This invitation is invalid or has expired.');

export const notForYouError = () =>
  permissionDenied(
    Reason.INVITATION_NOT_FOR_YOU,
    'This invitation was sent to another email address.',
  );

export const invitationNotFoundError = () => recordNotFound(Reason.INVITATION_NOT_FOUND);

export const notPendingError = (action: 'revoked' | 'resent') =>
  failedPrecondition(
    Reason.INVITATION_NOT_PENDING,
    action === 'revoked'
      ? 'Only a pending invitation can be revoked.'
      : 'Only a pending or expired invitation can be resent.',
  );

/** The rule each lost race maps to: a concurrent send, or a concurrent join. */
export function asInvitationConflict(error: unknown): unknown {
  const index = asUniqueIndexViolation(error)?.index;
  if (index === PENDING_INVITATION_INDEX) return invitationPendingError();
  if (index === MEMBERSHIP_INDEX) return alreadyMemberError();
  return error;
}
