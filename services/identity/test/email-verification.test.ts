// VerifyEmail: the link of the verification mail (its token comes in user.registered).
import { status } from '@grpc/grpc-js';
import { type EventLog, failureOf, identityForFile } from './identity-harness';
import { registration } from './registrations';

describe('identity VerifyEmail', () => {
  const identity = identityForFile();
  let registered: EventLog;
  beforeAll(async () => {
    registered = await identity.listen(['user.registered']);
  });

  /** Registers a user and answers it with the token of its verification mail. */
  const registerWithToken = async () => {
    const request = registration();
    const session = await identity.client.Register(request);
    const event = await registered.waitFor<{ verification_token: string }>(
      (candidate) => candidate.data.email === request.email,
    );
    return { user: session.user!, token: event.data.verification_token };
  };

  it('marks the email verified and shows the time on the User record', async () => {
    const { user, token } = await registerWithToken();
    expect(user.email_verified_at).toBeUndefined();

    const answer = await identity.client.VerifyEmail({ token });

    expect(answer).toMatchObject({ success: true, msg: 'Your email address has been verified.' });
    const after = await identity.client.GetUser({ user_id: user.id });
    expect(after.email_verified_at).toBe(answer.email_verified_at);
    expect(Date.now() - Date.parse(after.email_verified_at!)).toBeLessThan(10_000);
  });

  it('accepts a token once: used again it is VERIFICATION_TOKEN_INVALID and the first time stays', async () => {
    const { user, token } = await registerWithToken();
    const first = await identity.client.VerifyEmail({ token });

    const error = await failureOf(identity.client.VerifyEmail({ token }));

    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      reason: 'VERIFICATION_TOKEN_INVALID',
    });
    expect((await identity.client.GetUser({ user_id: user.id })).email_verified_at).toBe(
      first.email_verified_at,
    );
  });

  it('refuses an unknown token with VERIFICATION_TOKEN_INVALID', async () => {
    const error = await failureOf(identity.client.VerifyEmail({ token: 'not-a-token-we-issued' }));

    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      reason: 'VERIFICATION_TOKEN_INVALID',
    });
  });

  it('refuses an expired token with VERIFICATION_TOKEN_INVALID and leaves the email unverified', async () => {
    const { user, token } = await registerWithToken();
    await identity.db
      .collection('email_verifications')
      .updateOne({ user_id: user.id }, { $set: { expires_at: new Date(Date.now() - 1000) } });

    const error = await failureOf(identity.client.VerifyEmail({ token }));

    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      reason: 'VERIFICATION_TOKEN_INVALID',
    });
    expect((await identity.client.GetUser({ user_id: user.id })).email_verified_at).toBeUndefined();
  });
});
