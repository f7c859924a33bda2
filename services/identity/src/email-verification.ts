// Email verification (spec: registration "sends a verification email"): the link in
// that mail carries a single-use token; presenting it marks the address verified.
import { invalidArgument, Joi, hashToken } from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import type { RequestOf, ResponseOf } from './proto-types';
import { field, validate } from './validation';

export const VERIFICATION_TOKEN_INVALID = 'VERIFICATION_TOKEN_INVALID';

const verificationSchema = Joi.object<{ token: string }>({
  token: field(Joi.string().trim().max(512).required(), 'token'),
});

const invalidVerificationToken = () =>
  invalidArgument(
    VERIFICATION_TOKEN_INVALID,
    'This email verification link is invalid or has expired.',
  );

export async function verifyEmail(
  request: RequestOf<'VerifyEmail'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'VerifyEmail'>> {
  const { token } = validate(verificationSchema, request);
  const now = new Date();
  const user = await deps.store.transaction(async (session) => {
    const verification = await deps.store.emailVerifications.spend(hashToken(token), now, session);
    if (!verification) throw invalidVerificationToken();
    // Set once: a later verification keeps the first timestamp.
    const verified = await deps.store.users.markEmailVerified(verification.user_id, now, session);
    if (!verified) throw invalidVerificationToken();
    return verified;
  });
  return {
    success: true,
    msg: 'Your email address has been verified.',
    email_verified_at: (user.email_verified_at ?? now).toISOString(),
  };
}
