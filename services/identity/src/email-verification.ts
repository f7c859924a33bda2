// Email verification (spec: registration "sends a verification email"): the link in
// that mail carries a single-use token; presenting it marks the address verified.
import { hashToken, invalidArgument, Joi, LINK_TOKEN_MAX_LENGTH, Reason } from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
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
    const verified = await repository.users.markEmailVerified(verification.user_id, now);
    if (!verified) throw invalidVerificationToken();
    return verified;
  });
  return {
    success: true,
    msg: 'Your email address has been verified.',
    email_verified_at: (user.email_verified_at ?? now).toISOString(),
  };
}
