// The answers of the invitation use cases: reason codes (what the gateway maps) and
// their messages, and the rule a lost race maps to.
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
} from '@workmesh/platform';
import { asUniqueIndexViolation, MEMBERSHIP_INDEX, PENDING_INVITATION_INDEX } from './models';

export const ALREADY_MEMBER = 'ALREADY_MEMBER';
export const INVITATION_PENDING = 'INVITATION_PENDING';
export const INVITATION_INVALID = 'INVITATION_INVALID';
export const INVITATION_NOT_FOR_YOU = 'INVITATION_NOT_FOR_YOU';
export const INVITATION_NOT_FOUND = 'INVITATION_NOT_FOUND';
export const INVITATION_NOT_PENDING = 'INVITATION_NOT_PENDING';

export const alreadyMemberError = () =>
  alreadyExists(ALREADY_MEMBER, 'This user is already a member of the team.');

export const invitationPendingError = () =>
  alreadyExists(
    INVITATION_PENDING,
    'An invitation to this email is already pending; resend it instead.',
  );

/** Wrong, used, revoked or expired: one answer, so a token reveals nothing. */
export const invitationInvalidError = () =>
  invalidArgument(INVITATION_INVALID, 'This invitation is invalid or has expired.');

export const notForYouError = () =>
  permissionDenied(INVITATION_NOT_FOR_YOU, 'This invitation was sent to another email address.');

export const invitationNotFoundError = () => notFound(INVITATION_NOT_FOUND, 'Invitation not found');

export const notPendingError = (action: 'revoked' | 'resent') =>
  failedPrecondition(
    INVITATION_NOT_PENDING,
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
