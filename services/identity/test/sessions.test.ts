// Login, ResolveCaller (the gateway's check of a verified token) and GetUser.
import { status } from '@grpc/grpc-js';
import { verifyAccessToken } from '@workmesh/platform';
import { failureOf, identityForFile, resolveRequestOf } from './identity-harness';
import { registration } from './registrations';

describe('identity sessions', () => {
  const identity = identityForFile();

  const register = async (overrides: Record<string, unknown> = {}) => {
    const request = registration(overrides);
    const session = await identity.client.Register(request);
    return { request, session, user: session.user! };
  };

  describe('Login', () => {
    it('answers the same User record as registration, with a new token for that user', async () => {
      const { request, user } = await register();

      const session = await identity.client.Login({
        email: request.email,
        password: request.password,
      });

      expect(session.user).toEqual(user);
      const claims = verifyAccessToken(session.token, {
        secret: identity.config.JWT_SECRET,
        issuer: 'workmesh-identity',
        audience: 'workmesh-api',
      });
      expect(claims).toEqual({
        userId: user.id,
        tokenVersion: 0,
        sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      });
    });

    it('finds the user whatever the letter case of the email', async () => {
      const { request, user } = await register();

      const session = await identity.client.Login({
        email: `  ${request.email.toUpperCase()} `,
        password: request.password,
      });

      expect(session.user!.id).toBe(user.id);
    });

    it('answers UNAUTHENTICATED INVALID_CREDENTIALS for a wrong password', async () => {
      const { request } = await register();

      const error = await failureOf(
        identity.client.Login({ email: request.email, password: 'not the password' }),
      );

      expect(error).toMatchObject({
        code: status.UNAUTHENTICATED,
        reason: 'INVALID_CREDENTIALS',
        message: 'These credentials do not match our records.',
      });
    });

    it('answers an unknown email exactly as a wrong password', async () => {
      const error = await failureOf(
        identity.client.Login({ email: 'nobody@example.com', password: 'whatever it is' }),
      );

      expect(error).toMatchObject({
        code: status.UNAUTHENTICATED,
        reason: 'INVALID_CREDENTIALS',
        message: 'These credentials do not match our records.',
      });
    });

    it('refuses a login without a password as invalid input', async () => {
      const error = await failureOf(identity.client.Login({ email: 'someone@example.com' }));

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({ password: ['The password field is required.'] });
    });

    it('upgrades a password hash made with an older scrypt cost at the next login', async () => {
      const { request, user } = await register();
      const stronger = await identity.startReplica({ SCRYPT_COST: '32768' });
      try {
        await stronger.client.Login({ email: request.email, password: request.password });

        const stored = await identity.db.collection('users').findOne({ _id: user.id as never });
        expect(stored?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
        await expect(
          identity.client.Login({ email: request.email, password: request.password }),
        ).resolves.toBeDefined();
      } finally {
        await stronger.stop();
      }
    });
  });

  describe('ResolveCaller', () => {
    it("answers the caller of a token of the user's current token version", async () => {
      const { request, session, user } = await register();

      const caller = await identity.client.ResolveCaller(resolveRequestOf(session.token));

      expect(caller).toEqual({
        user_id: user.id,
        current_team_id: user.current_team_id,
        email: request.email,
        name: request.name,
        two_factor_missing: false,
      });
    });

    it('answers UNAUTHENTICATED TOKEN_REVOKED for another token version', async () => {
      const { session } = await register();

      const error = await failureOf(
        identity.client.ResolveCaller({ ...resolveRequestOf(session.token), token_version: 1 }),
      );

      expect(error).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
    });

    it('answers UNAUTHENTICATED TOKEN_REVOKED for a user that does not exist', async () => {
      const { session } = await register();
      const error = await failureOf(
        identity.client.ResolveCaller({ ...resolveRequestOf(session.token), user_id: 987654 }),
      );

      expect(error).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
    });
  });

  describe('GetUser', () => {
    it('answers the User record of a user', async () => {
      const { user } = await register();

      await expect(identity.client.GetUser({ user_id: user.id })).resolves.toEqual(user);
    });

    it('answers NOT_FOUND USER_NOT_FOUND for an unknown id', async () => {
      const error = await failureOf(identity.client.GetUser({ user_id: 987654 }));

      expect(error).toMatchObject({ code: status.NOT_FOUND, reason: 'USER_NOT_FOUND' });
    });
  });
});
