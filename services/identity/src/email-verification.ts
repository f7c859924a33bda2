// Email verification (spec: registration "sends a verification email"): the link in
// that mail carries a single-use token; presenting it marks the address verified.
import {
  hashToken,
  invalidArgument,
  Joi,
  LINK_TOKEN_MAX_LENGTH,
  Reason,
  updatedChanges,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import { IDENTITY_AUDIT_ACTIONS, IDENTITY_AUDIT_OMIT, userChangeRecorded } from './events';
import type { RequestOf, ResponseOf } from './models/proto-messages';
import { field, validate } from './request-validation';

const verificationSchema = Joi.object<{ token: string }>({
  token: field(Joi.string().trim().max(LINK_TOKEN_MAX_LENGTH).required(), 'token'),
});

const invalidVerificationToken = () =>
  invalidArgument(
    Reason.VERIFICATION_TOKEN_INVALID,
    'This email verification link is invalid or has expired.',
  );

export async function verifyEmail(
  request: RequestOf<'VerifyEmail'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'VerifyEmail'>> {
  const { token } = validate(verificationSchema, request);
  const now = new Date();
  const { repository } = deps;
  const user = await repository.transaction(async () => {
    const verification = await repository.emailVerifications.spend(hashToken(token), now);
    if (!verification) throw invalidVerificationToken();
    // Set once: a later verification keeps the first timestamp.
    const before = await repository.users.findById(verification.user_id);
    const verified = await repository.users.markEmailVerified(verification.user_id, now);
    if (!verified || !before) throw invalidVerificationToken();
    const changes = updatedChanges({ ...before }, { ...verified }, IDENTITY_AUDIT_OMIT);
    if (Object.keys(changes).length > 0)
      await deps.outbox.record(
        userChangeRecorded(
          IDENTITY_AUDIT_ACTIONS.VerifyEmail,
          { id: verified.id, team_id: verified.current_team_id },
          changes,
        ),
      );
    return verified;
  });
  deps.outbox.kick();
  return {
    success: true,
    msg: 'Your email address has been verified.',
    email_verified_at: (user.email_verified_at ?? now).toISOString(),
  };
}
