// Password reset: RequestPasswordReset and ConfirmPasswordReset. The test plays the
// notifier: it takes each user.password_reset_requested and answers
// notification.mail_result — 'sent', 'failed' for addresses starting "fail.", and nothing
// at all for "silent." (a relay down or slow). The answer is the same in all three cases;
// the mail's fate is logged and counted (identity_password_reset_mails_total).
import { status } from '@grpc/grpc-js';
import { newEvent, type DomainEvent } from '@workmesh/platform';
import { capturedLogs, eventually, metricValue, scrapeMetrics } from '@workmesh/testing';
import {
  type EventLog,
  failureOf,
  identityForFile,
  resolveRequestOf,
  sha256,
} from './identity-harness';
import { registration, uniqueEmail } from './registrations';

const MAIL_TIMEOUT_MS = 1500;

interface ResetRequested {
  user_id: number;
  name: string;
  email: string;
  reset_token: string;
  expires_at: string;
}

const LINK_SENT = { success: true, msg: 'We have emailed your password reset link!' };

/** A registrable address of `length` characters (local part 64, labels of at most 63). */
function longAddress(label: string, length: number): string {
  const local = `${label}.${uniqueEmail('x').split('@')[0]}`.padEnd(64, 'l');
  let domain = 'example.com';
  while (local.length + 1 + domain.length < length) {
    const room = length - local.length - 1 - domain.length - 1;
    domain = `${'d'.repeat(Math.min(63, room))}.${domain}`;
  }
  return `${local}@${domain}`;
}

describe('identity password reset', () => {
  const { logger, logs } = capturedLogs('identity');
  const identity = identityForFile({ RESET_MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS) }, logger);
  let resetsRequested: EventLog;
  let sessionsRevoked: EventLog;
  beforeAll(async () => {
    sessionsRevoked = await identity.listen(['user.sessions_revoked']);
    resetsRequested = await identity.listen(['user.password_reset_requested'], async (event) => {
      const data = event.data as unknown as ResetRequested;
      if (data.email.startsWith('silent.')) return;
      const outcome = data.email.startsWith('fail.')
        ? { status: 'failed', error: '550 mailbox unavailable' }
        : { status: 'sent' };
      await identity.bus.publish(
        newEvent(
          'notification.mail_result',
          { event_id: event.id, template: 'password_reset', to: data.email, ...outcome },
          'notifier',
        ),
      );
    });
  });

  const register = async (label = 'user') => {
    const request = registration({ email: uniqueEmail(label) });
    const session = await identity.client.Register(request);
    return { request, session, user: session.user! };
  };

  const resetEventFor = (email: string) =>
    resetsRequested.waitFor<ResetRequested>(
      (event) => (event.data as { email?: string }).email === email,
    );

  /** Requests a reset and answers the token the mail would carry. */
  const resetToken = async (email: string) => {
    await identity.client.RequestPasswordReset({ email });
    return (await resetEventFor(email)).data.reset_token;
  };

  describe('RequestPasswordReset', () => {
    it('answers success once the notifier reports the mail sent, and emits the reset link data', async () => {
      const { request, user } = await register();

      const answer = await identity.client.RequestPasswordReset({ email: request.email });

      expect(answer).toEqual(LINK_SENT);
      const event: DomainEvent<ResetRequested> = await resetEventFor(request.email);
      expect(event.data).toEqual({
        user_id: user.id,
        name: request.name,
        email: request.email,
        reset_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
      });
      const minutesValid = (Date.parse(event.data.expires_at) - Date.now()) / 60_000;
      expect(minutesValid).toBeGreaterThan(59);
      expect(minutesValid).toBeLessThanOrEqual(60);
    });

    it('stores only the SHA-256 of the reset token', async () => {
      const { request, user } = await register();

      const token = await resetToken(request.email);

      const stored = await identity.db.collection('password_resets').findOne({ user_id: user.id });
      expect(stored?.token_hash).toBe(sha256(token));
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('invalidates every earlier session: ResolveCaller refuses the tokens issued before the reset', async () => {
      const { request, session } = await register();
      const before = resolveRequestOf(session.token);
      await identity.client.ResolveCaller(before);

      await identity.client.RequestPasswordReset({ email: request.email });

      const error = await failureOf(identity.client.ResolveCaller(before));
      expect(error).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
      // Its session is ended too: not even a token of the new version would bring it back.
      const stale = await failureOf(identity.client.ResolveCaller({ ...before, token_version: 1 }));
      expect(stale).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
      const after = await identity.client.Login({
        email: request.email,
        password: request.password,
      });
      await expect(
        identity.client.ResolveCaller(resolveRequestOf(after.token)),
      ).resolves.toMatchObject({ user_id: before.user_id, current_team_id: expect.any(Number) });
    });

    const resetMailCount = async (outcome: string) =>
      metricValue(
        await scrapeMetrics(identity.metricsPort),
        'identity_password_reset_mails_total',
        {
          outcome,
        },
      ) ?? 0;

    /** Waits for the count of `outcome` to reach `count`. */
    const counted = (outcome: string, count: number) =>
      eventually(
        async () => (await resetMailCount(outcome)) === count,
        10_000,
        `${count} reset mails counted ${outcome}`,
      );

    it('answers success for a 250-character address whose mail the relay refused, and logs and counts the failure without the token', async () => {
      const email = longAddress('fail', 250);
      expect(email).toHaveLength(250);
      const { user } = await identity.client.Register(registration({ email }));
      const failedBefore = await resetMailCount('failed');

      const answer = await identity.client.RequestPasswordReset({ email });

      expect(answer).toEqual(LINK_SENT);
      const event = await resetEventFor(email);
      await counted('failed', failedBefore + 1);
      const logged = logs.filter((line) => line.event_id === event.id);
      expect(logged).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'password reset mail not delivered',
          user_id: user!.id,
          outcome: 'failed',
        }),
      ]);
      const reset = event.data as unknown as ResetRequested;
      expect(JSON.stringify(logs)).not.toContain(reset.reset_token);
      expect(JSON.stringify(logged)).not.toContain(email);
    });

    it('answers success at once when no report comes (relay down or slow), and counts a timeout after RESET_MAIL_TIMEOUT_MS', async () => {
      const { request } = await register('silent');
      const timeoutsBefore = await resetMailCount('timeout');
      const started = Date.now();

      const answer = await identity.client.RequestPasswordReset({ email: request.email });

      expect(answer).toEqual(LINK_SENT);
      expect(Date.now() - started).toBeLessThan(MAIL_TIMEOUT_MS);
      await resetEventFor(request.email); // the event did go out: only the report is missing
      expect(await resetMailCount('timeout')).toBe(timeoutsBefore);
      await counted('timeout', timeoutsBefore + 1);
    });

    it('counts a sent reset mail as sent, and logs no warning for it', async () => {
      const { request } = await register();
      const sentBefore = await resetMailCount('sent');

      await identity.client.RequestPasswordReset({ email: request.email });

      const event = await resetEventFor(request.email);
      await counted('sent', sentBefore + 1);
      expect(logs.filter((line) => line.event_id === event.id && line.level >= 40)).toEqual([]);
    });

    it('answers INVALID_ARGUMENT (reason INVALID_ARGUMENT) without an email', async () => {
      const error = await failureOf(identity.client.RequestPasswordReset({}));

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'INVALID_ARGUMENT' });
    });

    it("answers INVALID_ARGUMENT EMAIL_INVALID 'Invalid Email!' for a malformed email", async () => {
      const error = await failureOf(
        identity.client.RequestPasswordReset({ email: 'not an email' }),
      );

      expect(error).toMatchObject({
        code: status.INVALID_ARGUMENT,
        reason: 'EMAIL_INVALID',
        message: 'Invalid Email!',
      });
    });

    it("answers NOT_FOUND EMAIL_UNKNOWN 'Invalid Email!' for an email nobody registered", async () => {
      const error = await failureOf(
        identity.client.RequestPasswordReset({ email: uniqueEmail('stranger') }),
      );

      expect(error).toMatchObject({
        code: status.NOT_FOUND,
        reason: 'EMAIL_UNKNOWN',
        message: 'Invalid Email!',
      });
    });
  });

  describe('ConfirmPasswordReset', () => {
    it('sets the new password: login works with it and no longer with the old one', async () => {
      const { request } = await register();
      const token = await resetToken(request.email);

      const answer = await identity.client.ConfirmPasswordReset({
        token,
        password: 'brand new secret',
        c_password: 'brand new secret',
      });

      expect(answer).toEqual({ success: true, msg: 'Your password has been reset.' });
      await expect(
        identity.client.Login({ email: request.email, password: 'brand new secret' }),
      ).resolves.toBeDefined();
      const error = await failureOf(
        identity.client.Login({ email: request.email, password: request.password }),
      );
      expect(error.reason).toBe('INVALID_CREDENTIALS');
    });

    it('tells the gateways (user.sessions_revoked) with each new token version: at the request and at the confirmation', async () => {
      const { request, user } = await register();
      const token = await resetToken(request.email); // token_version 0 → 1
      const revokedFor = (version: number) =>
        sessionsRevoked.waitFor(
          'user.sessions_revoked',
          (data: { user_id: number; token_version: number }) =>
            data.user_id === user.id && data.token_version === version,
        );
      await expect(revokedFor(1)).resolves.toBeDefined();

      await identity.client.ConfirmPasswordReset({
        token,
        password: 'brand new secret',
        c_password: 'brand new secret',
      });

      const confirmed = await revokedFor(2);
      expect(confirmed.data).toEqual({ user_id: user.id, token_version: 2 });
    });

    it('revokes the tokens issued before the new password', async () => {
      const { request, user } = await register();
      const token = await resetToken(request.email); // token_version 0 → 1
      const beforeConfirm = await identity.client.Login({
        email: request.email,
        password: request.password,
      });

      await identity.client.ConfirmPasswordReset({
        token,
        password: 'brand new secret',
        c_password: 'brand new secret',
      });

      expect(beforeConfirm.user!.id).toBe(user.id);
      const error = await failureOf(
        identity.client.ResolveCaller(resolveRequestOf(beforeConfirm.token)),
      );
      expect(error.reason).toBe('TOKEN_REVOKED');
    });

    it('accepts a reset token only once', async () => {
      const { request } = await register();
      const token = await resetToken(request.email);
      await identity.client.ConfirmPasswordReset({
        token,
        password: 'first new secret',
        c_password: 'first new secret',
      });

      const error = await failureOf(
        identity.client.ConfirmPasswordReset({
          token,
          password: 'second new secret',
          c_password: 'second new secret',
        }),
      );

      expect(error).toMatchObject({
        code: status.INVALID_ARGUMENT,
        reason: 'RESET_TOKEN_INVALID',
        message: 'This password reset token is invalid.',
      });
      await expect(
        identity.client.Login({ email: request.email, password: 'first new secret' }),
      ).resolves.toBeDefined();
    });

    it('lets only one of two concurrent confirmations with one token through', async () => {
      const { request } = await register();
      const token = await resetToken(request.email);

      const outcomes = await Promise.allSettled(
        ['first new secret', 'second new secret'].map((password) =>
          identity.client.ConfirmPasswordReset({ token, password, c_password: password }),
        ),
      );

      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find(
        (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
      );
      expect(rejected?.reason).toMatchObject({ reason: 'RESET_TOKEN_INVALID' });
    });

    it('refuses an expired reset token and keeps the old password', async () => {
      const { request, user } = await register();
      const token = await resetToken(request.email);
      await identity.db
        .collection('password_resets')
        .updateOne({ user_id: user.id }, { $set: { expires_at: new Date(Date.now() - 1000) } });

      const error = await failureOf(
        identity.client.ConfirmPasswordReset({
          token,
          password: 'brand new secret',
          c_password: 'brand new secret',
        }),
      );

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'RESET_TOKEN_INVALID' });
      await expect(
        identity.client.Login({ email: request.email, password: request.password }),
      ).resolves.toBeDefined();
    });

    it('refuses the token of an older link once a newer one was requested', async () => {
      const { request } = await register();
      const older = await resetToken(request.email);
      await identity.client.RequestPasswordReset({ email: request.email });

      const error = await failureOf(
        identity.client.ConfirmPasswordReset({
          token: older,
          password: 'brand new secret',
          c_password: 'brand new secret',
        }),
      );

      expect(error.reason).toBe('RESET_TOKEN_INVALID');
    });

    it('refuses a token that was never issued', async () => {
      const error = await failureOf(
        identity.client.ConfirmPasswordReset({
          token: 'made-up',
          password: 'brand new secret',
          c_password: 'brand new secret',
        }),
      );

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'RESET_TOKEN_INVALID' });
    });

    it('applies the password rules of registration, per field', async () => {
      const { request } = await register();
      const token = await resetToken(request.email);

      const error = await failureOf(
        identity.client.ConfirmPasswordReset({ token, password: 'short', c_password: 'other' }),
      );

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({
        password: ['The password must be at least 8 characters.'],
        c_password: ['The c password and password must match.'],
      });
    });
  });
});
