// Two-factor sign-in (docs/auth.md, "Two-factor sign-in") through identity's gRPC
// service: enrol, confirm, the login challenge, wrong and replayed codes, recovery codes
// used once, disable and regenerate, the secret encrypted at rest. Codes come from an
// independent RFC 6238 implementation (@workmesh/testing's totpCode), not the service's.
import { status } from '@grpc/grpc-js';
import { newRequestId, withRequestContext, type DomainEvent } from '@workmesh/platform';
import { totpCode } from '@workmesh/testing';
import { failureOf, identityForFile, resolveRequestOf } from './identity-harness';
import { registration } from './registrations';

describe('identity two-factor sign-in', () => {
  const identity = identityForFile();
  let address = 0;

  /** Each test's calls come from an address of their own (the login limits count per address). */
  const fromClient = <T>(ip: string, call: () => Promise<T>) =>
    withRequestContext({ requestId: newRequestId(), clientIp: ip }, call);

  const callerOf = (token: string) => {
    const { user_id, session_id } = resolveRequestOf(token);
    return { caller: { userId: user_id, sessionId: session_id } };
  };

  /** A registered user with two-factor sign-in on: their secret and recovery codes. */
  async function enrolled() {
    const request = registration();
    const registered = await identity.client.Register(request);
    const caller = callerOf(registered.token);
    const enrolment = await identity.client.EnableTwoFactor({}, caller);
    // Confirmed with the previous step's code: the next use (this step) is not a replay.
    const confirmed = await identity.client.ConfirmTwoFactor(
      { code: totpCode(enrolment.secret, Date.now(), -1) },
      caller,
    );
    const ip = `198.51.100.${++address}`;
    return { request, registered, caller, enrolment, confirmed, ip };
  }

  const login = (user: { request: { email: string; password: string }; ip: string }) =>
    fromClient(user.ip, () =>
      identity.client.Login({ email: user.request.email, password: user.request.password }),
    );

  const changesOf = async (userId: number): Promise<string[]> =>
    (await identity.db.collection('outbox').find({ 'event.type': 'change.recorded' }).toArray())
      .map((record) => record.event as DomainEvent<{ action: string; subject_user_id: number }>)
      .filter((event) => event.data.subject_user_id === userId)
      .map((event) => event.data.action);

  it('enrols: a secret, its otpauth URI and an SVG QR code; a first code confirms and answers ten recovery codes', async () => {
    const request = registration();
    const registered = await identity.client.Register(request);
    const caller = callerOf(registered.token);

    const enrolment = await identity.client.EnableTwoFactor({}, caller);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_url).toMatch(
      new RegExp(`^otpauth://totp/workmesh:.+\\?.*secret=${enrolment.secret}`),
    );
    expect(enrolment.otpauth_url).toContain('issuer=workmesh');
    expect(enrolment.qr_code).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(
      (await identity.client.GetUser({ user_id: registered.user!.id })).two_factor_confirmed_at,
    ).toBeFalsy();

    const wrong = await failureOf(identity.client.ConfirmTwoFactor({ code: '000000' }, caller));
    expect(wrong).toMatchObject({
      code: status.INVALID_ARGUMENT,
      reason: 'TWO_FACTOR_CODE_INVALID',
    });

    const confirmed = await identity.client.ConfirmTwoFactor(
      { code: totpCode(enrolment.secret) },
      caller,
    );
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    const user = await identity.client.GetUser({ user_id: registered.user!.id });
    expect(user.two_factor_confirmed_at).toBe(confirmed.two_factor_confirmed_at);
    expect(await changesOf(registered.user!.id)).toEqual(
      expect.arrayContaining(['two_factor.enrolment_started', 'two_factor.enabled']),
    );

    const again = await failureOf(identity.client.EnableTwoFactor({}, caller));
    expect(again).toMatchObject({
      code: status.FAILED_PRECONDITION,
      reason: 'TWO_FACTOR_ALREADY_ENABLED',
    });
  });

  it('stores the secret encrypted and the recovery codes hashed, never in clear', async () => {
    const user = await enrolled();
    const stored = await identity.db
      .collection('two_factor')
      .findOne({ _id: user.registered.user!.id as never });
    expect(stored).not.toBeNull();
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(user.enrolment.secret);
    expect(stored!.secret).toMatch(/^v1\./);
    const codes = JSON.stringify(
      await identity.db
        .collection('recovery_codes')
        .find({ user_id: user.registered.user!.id })
        .toArray(),
    );
    for (const code of user.confirmed.recovery_codes!) {
      expect(codes).not.toContain(code);
      expect(codes).not.toContain(code.replace('-', ''));
    }
    const events = JSON.stringify(await identity.db.collection('outbox').find({}).toArray());
    expect(events).not.toContain(user.enrolment.secret);
    expect(events).not.toContain(user.confirmed.recovery_codes![0]);
  });

  it('answers a login with a challenge instead of a token, and the challenge with a code once', async () => {
    const user = await enrolled();
    const answer = await login(user);
    expect(answer).toMatchObject({ two_factor_required: true, token: '' });
    expect(answer.user).toBeFalsy();
    expect(answer.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const wrong = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({ challenge: answer.challenge, code: '123456' }),
      ),
    );
    expect(wrong).toMatchObject({
      code: status.UNAUTHENTICATED,
      reason: 'TWO_FACTOR_CODE_INVALID',
    });

    const code = totpCode(user.enrolment.secret);
    const session = await fromClient(user.ip, () =>
      identity.client.VerifyTwoFactor({ challenge: answer.challenge, code }),
    );
    expect(session.user!.id).toBe(user.registered.user!.id);
    expect(resolveRequestOf(session.token).user_id).toBe(user.registered.user!.id);

    // The same code again, on a new challenge: a replay.
    const next = await login(user);
    const replay = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({ challenge: next.challenge, code }),
      ),
    );
    expect(replay).toMatchObject({
      code: status.UNAUTHENTICATED,
      reason: 'TWO_FACTOR_CODE_INVALID',
    });
    // The used challenge is spent, even with a good recovery code.
    const spent = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({
          challenge: answer.challenge,
          recovery_code: user.confirmed.recovery_codes![0],
        }),
      ),
    );
    expect(spent).toMatchObject({
      code: status.UNAUTHENTICATED,
      reason: 'TWO_FACTOR_CHALLENGE_INVALID',
    });
  });

  it('accepts a recovery code once', async () => {
    const user = await enrolled();
    const [code] = user.confirmed.recovery_codes!;
    const first = await login(user);
    const session = await fromClient(user.ip, () =>
      identity.client.VerifyTwoFactor({ challenge: first.challenge, recovery_code: code }),
    );
    expect(session.token).not.toBe('');

    const second = await login(user);
    const reused = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({ challenge: second.challenge, recovery_code: code }),
      ),
    );
    expect(reused).toMatchObject({
      code: status.UNAUTHENTICATED,
      reason: 'TWO_FACTOR_CODE_INVALID',
    });
  });

  it('counts wrong codes in the login rate limits (429 after the limit)', async () => {
    const user = await enrolled();
    const { challenge } = await login(user);
    const limit = identity.config.LOGIN_FAILURES_PER_EMAIL_IP;
    for (let attempt = 0; attempt < limit; attempt++) {
      await failureOf(
        fromClient(user.ip, () => identity.client.VerifyTwoFactor({ challenge, code: '000000' })),
      );
    }
    const limited = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({ challenge, code: totpCode(user.enrolment.secret) }),
      ),
    );
    expect(limited).toMatchObject({ code: status.RESOURCE_EXHAUSTED });
  });

  it('refuses an unknown challenge, and a request with neither a code nor a recovery code', async () => {
    const unknown = await failureOf(
      identity.client.VerifyTwoFactor({ challenge: 'not-a-challenge', code: '123456' }),
    );
    expect(unknown).toMatchObject({
      code: status.UNAUTHENTICATED,
      reason: 'TWO_FACTOR_CHALLENGE_INVALID',
    });
    const neither = await failureOf(identity.client.VerifyTwoFactor({ challenge: 'x' }));
    expect(neither).toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('regenerates recovery codes and disables only with the password and a current code', async () => {
    const user = await enrolled();
    const now = Date.now();
    const badPassword = await failureOf(
      identity.client.RegenerateRecoveryCodes(
        { password: 'wrong password', code: totpCode(user.enrolment.secret, now) },
        user.caller,
      ),
    );
    expect(badPassword).toMatchObject({ reason: 'PASSWORD_INCORRECT' });
    const fresh = await identity.client.RegenerateRecoveryCodes(
      { password: user.request.password, code: totpCode(user.enrolment.secret, now) },
      user.caller,
    );
    expect(fresh.recovery_codes).toHaveLength(10);
    const old = await login(user);
    const voided = await failureOf(
      fromClient(user.ip, () =>
        identity.client.VerifyTwoFactor({
          challenge: old.challenge,
          recovery_code: user.confirmed.recovery_codes![0],
        }),
      ),
    );
    expect(voided).toMatchObject({ reason: 'TWO_FACTOR_CODE_INVALID' });

    // The code of this step was used by regenerate: disabling needs the next one.
    const badCode = await failureOf(
      identity.client.DisableTwoFactor(
        { password: user.request.password, code: totpCode(user.enrolment.secret, now) },
        user.caller,
      ),
    );
    expect(badCode).toMatchObject({ reason: 'TWO_FACTOR_CODE_INVALID' });
    await identity.client.DisableTwoFactor(
      { password: user.request.password, code: totpCode(user.enrolment.secret, now, 1) },
      user.caller,
    );
    const user2 = await identity.client.GetUser({ user_id: user.registered.user!.id });
    expect(user2.two_factor_confirmed_at).toBeFalsy();
    const plain = await login(user);
    expect(plain.two_factor_required).toBeFalsy();
    expect(plain.token).not.toBe('');
    expect(await changesOf(user.registered.user!.id)).toEqual(
      expect.arrayContaining(['two_factor.recovery_codes_regenerated', 'two_factor.disabled']),
    );
  });

  it('refuses a personal access token caller: two-factor changes need a signed-in session', async () => {
    const request = registration();
    const registered = await identity.client.Register(request);
    const refused = await failureOf(
      identity.client.EnableTwoFactor(
        {},
        { caller: { userId: registered.user!.id, tokenId: '0123456789abcdef01234567' } },
      ),
    );
    expect(refused).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'SESSION_REQUIRED' });
  });
});
