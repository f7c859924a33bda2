// Account deletion in identity (docs/account-erasure.md): DeleteAccount against the
// embedded MongoDB, the real RabbitMQ and the stub teams service: the password and the
// second factor checked, the sole-owner refusal, then the account erased with
// user.erased in the outbox, its sessions and tokens refused, its email signing in nobody.
import { status } from '@grpc/grpc-js';
import { newRequestId, withRequestContext, type DomainEvent } from '@workmesh/platform';
import { totpCode } from '@workmesh/testing';
import { failureOf, identityForFile, resolveRequestOf } from './identity-harness';
import { registration } from './registrations';

describe('identity account deletion', () => {
  const identity = identityForFile();
  let address = 0;

  const fromClient = <T>(call: () => Promise<T>) =>
    withRequestContext(
      { requestId: newRequestId(), clientIp: `203.0.113.${++address % 250}` },
      call,
    );
  const callerOf = (token: string) => {
    const { user_id, session_id } = resolveRequestOf(token);
    return { caller: { userId: user_id, sessionId: session_id } };
  };

  /** A user with a unique name, a session and a personal access token. */
  async function registered(name = `Hortensia Gone${Date.now().toString(36)}${++address}`) {
    const request = registration({ name });
    const answer = await identity.client.Register(request);
    const caller = callerOf(answer.token);
    const pat = await identity.client.CreateToken(
      { name: 'script', scopes: ['time:read'] },
      { caller: { userId: answer.user!.id, teamId: answer.user!.current_team_id } },
    );
    return { request, user: answer.user!, token: answer.token, caller, pat: pat.token };
  }

  const outboxOf = async () =>
    (await identity.db.collection('outbox').find({}).toArray()).map(
      (record) => record.event as DomainEvent<Record<string, unknown>>,
    );

  it('refuses a wrong password (PASSWORD_INCORRECT) and changes nothing', async () => {
    const person = await registered();
    const error = await failureOf(
      identity.client.DeleteAccount({ password: 'not the password' }, person.caller),
    );
    expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'PASSWORD_INCORRECT' });
    const user = await identity.client.GetUser({ user_id: person.user.id });
    expect(user.email).toBe(person.request.email.toLowerCase());
  });

  it('needs a current code or a recovery code when two-factor sign-in is on', async () => {
    const person = await registered();
    const enrolment = await identity.client.EnableTwoFactor({}, person.caller);
    const confirmed = await identity.client.ConfirmTwoFactor(
      { code: totpCode(enrolment.secret, Date.now(), -1) },
      person.caller,
    );
    const password = person.request.password;
    for (const code of [undefined, '', '000000']) {
      const error = await failureOf(
        identity.client.DeleteAccount({ password, code }, person.caller),
      );
      expect(error).toMatchObject({
        code: status.INVALID_ARGUMENT,
        reason: 'TWO_FACTOR_CODE_INVALID',
      });
    }
    // A recovery code does it (a current code would too).
    await expect(
      identity.client.DeleteAccount(
        { password, code: confirmed.recovery_codes![0] },
        person.caller,
      ),
    ).resolves.toEqual({ message: 'Your account has been deleted.' });
    expect(
      await identity.db.collection('two_factor').countDocuments({ _id: person.user.id as never }),
    ).toBe(0);
    expect(
      await identity.db.collection('recovery_codes').countDocuments({ user_id: person.user.id }),
    ).toBe(0);
  });

  it('refuses the only owner of a team with other members, naming the team (ACCOUNT_SOLE_OWNER)', async () => {
    const person = await registered();
    const orgId = person.user.current_team_id;
    identity.teams.setTeamName(orgId, 'Acme');
    identity.teams.setRole(orgId, identity.teams.newUser(), 'member');
    const error = await failureOf(
      identity.client.DeleteAccount({ password: person.request.password }, person.caller),
    );
    expect(error).toMatchObject({
      code: status.FAILED_PRECONDITION,
      reason: 'ACCOUNT_SOLE_OWNER',
      message:
        'You are the only owner of Acme; make another member an owner before deleting your account.',
    });
    // Another owner: the account may go.
    identity.teams.setRole(orgId, identity.teams.newUser(), 'owner');
    await expect(
      identity.client.DeleteAccount({ password: person.request.password }, person.caller),
    ).resolves.toEqual({ message: 'Your account has been deleted.' });
  });

  it('refuses a caller authenticated with a personal access token', async () => {
    const person = await registered();
    const error = await failureOf(
      identity.client.DeleteAccount(
        { password: person.request.password },
        { caller: { userId: person.user.id, tokenId: 'some-token' } },
      ),
    );
    expect(error).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'SESSION_REQUIRED' });
  });

  it('erases the account at once: no name, email, phone or credentials kept; user.erased recorded; tokens refused; the email signs in nobody', async () => {
    const person = await registered();
    const other = await registered();
    const { id } = person.user;
    await identity.client.RequestPasswordReset({ email: person.request.email });
    await expect(
      identity.client.DeleteAccount({ password: person.request.password }, person.caller),
    ).resolves.toEqual({ message: 'Your account has been deleted.' });

    const user = await identity.client.GetUser({ user_id: id });
    expect(user).toMatchObject({
      id,
      name: `Deleted user #${id}`,
      email: `deleted-${id}@erased.invalid`,
      username: `deleted-user-${id}`,
    });
    expect(user.phone).toBeFalsy();
    // Nothing in identity's database names them any more.
    for (const name of await identity.db.db!.listCollections().toArray()) {
      const text = JSON.stringify(await identity.db.collection(name.name).find({}).toArray());
      expect(text).not.toContain(person.request.name);
      expect(text.toLowerCase()).not.toContain(person.request.email.toLowerCase());
    }
    for (const collection of ['login_sessions', 'access_tokens', 'password_resets'])
      expect(await identity.db.collection(collection).countDocuments({ user_id: id })).toBe(0);

    const events = await outboxOf();
    const erased = events.filter(
      (event) => event.type === 'user.erased' && event.data.user_id === id,
    );
    expect(erased).toHaveLength(1);
    expect(erased[0]!.data).toEqual({
      user_id: id,
      display_name: `Deleted user #${id}`,
      erased_at: expect.any(String),
    });
    expect(
      events.some((event) => event.type === 'user.sessions_revoked' && event.data.user_id === id),
    ).toBe(true);
    // The audit's record of the erasure keeps only the id.
    const audited = events.filter(
      (event) =>
        event.type === 'change.recorded' &&
        event.data.action === 'user.erased' &&
        event.data.object_id === String(id),
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.data).toMatchObject({ subject_user_id: id, object_type: 'user' });

    expect(
      (await failureOf(identity.client.ResolveCaller(resolveRequestOf(person.token)))).code,
    ).toBe(status.UNAUTHENTICATED);
    expect((await failureOf(identity.client.ResolveToken({ token: person.pat }))).code).toBe(
      status.UNAUTHENTICATED,
    );
    const login = await failureOf(
      fromClient(() =>
        identity.client.Login({
          email: person.request.email,
          password: person.request.password,
        }),
      ),
    );
    expect(login).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'INVALID_CREDENTIALS' });

    // The other user is untouched.
    const untouched = await identity.client.GetUser({ user_id: other.user.id });
    expect(untouched.name).toBe(other.request.name);
    await expect(
      identity.client.ResolveCaller(resolveRequestOf(other.token)),
    ).resolves.toMatchObject({
      user_id: other.user.id,
    });
  });
});
