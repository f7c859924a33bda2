// Password reset: POST /api/v3/user/resetpassword (request a link by email) and its
// confirmation with the token from that link.
//
// Spec: requesting a reset "generates a reset token, emails the link to the registered
// address, invalidates all active sessions of the user". The mail is sent by the notifier
// from the outbox event. The request answers success once the reset is recorded, the same
// whatever then happens to the mail (refused, relay down or slow): the answer must give
// no hint about the address. The notifier's report (or none within RESET_MAIL_TIMEOUT_MS)
// is logged and counted (identity_password_reset_mails_total) after the answer.
import {
  changeRecorded,
  EMAIL_INPUT_MAX_LENGTH,
  hashToken,
  invalidArgument,
  Joi,
  LINK_TOKEN_MAX_LENGTH,
  newOneTimeToken,
  notFound,
  Reason,
  SpecText,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import { passwordResetRequested, sessionsRevoked } from './events';
import { IDENTITY_SOURCE } from './login-sessions';
import type { UserRecord } from './models';
import type { RequestOf, ResponseOf } from './models/proto-messages';
import { field, newPasswordFields, validate } from './request-validation';

const emailFormat = Joi.string()
  .trim()
  .lowercase()
  .max(EMAIL_INPUT_MAX_LENGTH)
  .email({ tlds: { allow: false } });

export async function requestPasswordReset(
  request: RequestOf<'RequestPasswordReset'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'RequestPasswordReset'>> {
  const email = readEmail(request.email);
  // Counted before the lookup, so an unknown address costs the same attempt.
  await deps.limits.countResetRequest(email);
  const { repository } = deps;
  const user = await repository.users.findByEmail(email);
  if (!user) throw notFound(Reason.EMAIL_UNKNOWN, SpecText.RESET_EMAIL_INVALID);

  const reset = newOneTimeToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + deps.config.RESET_TOKEN_TTL_MINUTES * 60_000);
  const event = passwordResetRequested({
    user_id: user.id,
    name: user.name,
    email: user.email,
    reset_token: reset.token,
    expires_at: expiresAt.toISOString(),
  });
  // Waiting before the commit: the notifier may answer before we get to wait.
  const mail = deps.mailResults.expect(event.id);
  try {
    await repository.transaction(async () => {
      // Only the newest link works.
      await repository.passwordResets.withdrawPending(user.id, now);
      await repository.passwordResets.insert({
        user_id: user.id,
        token_hash: reset.hash,
        expires_at: expiresAt,
      });
      // Spec: a reset request invalidates all active sessions of the user: the token
      // version refuses their tokens, and the sessions are marked ended.
      const revoked = await repository.users.bumpTokenVersion(user.id);
      const ended = await repository.sessions.revokeAll(user.id, now);
      await deps.outbox.record(event, resetRecorded('user.password_reset_requested', user, ended));
      if (revoked)
        await deps.outbox.record(
          sessionsRevoked({ user_id: revoked.id, token_version: revoked.token_version }),
        );
    });
  } catch (error) {
    mail.cancel();
    throw error;
  }
  deps.outbox.kick();

  // Not awaited: the answer is the same whatever the report says.
  void mail.outcome(deps.config.RESET_MAIL_TIMEOUT_MS).then((outcome) => {
    deps.resetMails.count(outcome);
    // The user and the event, never the address or the token (the event's data).
    if (outcome !== 'sent')
      deps.logger.warn(
        { user_id: user.id, event_id: event.id, outcome },
        'password reset mail not delivered',
      );
  });
  return { success: true, msg: RESET_LINK_SENT };
}

/** The spec's success answer ("msg: string confirming the link was sent"), whatever the mail's fate. */
export const RESET_LINK_SENT = 'We have emailed your password reset link!';

/** Spec: a missing email is a bad parameter; a malformed one is "Invalid Email!". */
function readEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidArgument(Reason.INVALID_ARGUMENT, SpecText.INVALID_REQUEST_PARAMETERS);
  }
  const { value: email, error } = emailFormat.validate(value);
  if (error) throw invalidArgument(Reason.EMAIL_INVALID, SpecText.RESET_EMAIL_INVALID);
  return email as string;
}

const confirmationSchema = Joi.object<{ token: string; password: string }>({
  token: field(Joi.string().trim().max(LINK_TOKEN_MAX_LENGTH).required(), 'token'),
  ...newPasswordFields,
});

const invalidResetToken = () =>
  invalidArgument(Reason.RESET_TOKEN_INVALID, 'This password reset token is invalid.');

export async function confirmPasswordReset(
  request: RequestOf<'ConfirmPasswordReset'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'ConfirmPasswordReset'>> {
  const input = validate(confirmationSchema, request);
  const tokenHash = hashToken(input.token);
  const { repository } = deps;
  // A bogus token is refused before the (deliberately slow) hashing of the new password.
  if (!(await repository.passwordResets.findUsable(tokenHash, new Date())))
    throw invalidResetToken();
  const passwordHash = await deps.passwords.hash(input.password);
  await repository.transaction(async () => {
    // Spending is atomic: of two concurrent confirmations with one token, one wins.
    const reset = await repository.passwordResets.spend(tokenHash, new Date());
    if (!reset) throw invalidResetToken();
    // The new password also refuses every token issued before it.
    const user = await repository.users.replacePassword(reset.user_id, passwordHash);
    if (!user) throw invalidResetToken();
    const ended = await repository.sessions.revokeAll(user.id, new Date());
    await deps.outbox.record(
      sessionsRevoked({ user_id: user.id, token_version: user.token_version }),
      resetRecorded('user.password_reset', user, ended),
    );
  });
  deps.outbox.kick();
  return { success: true, msg: 'Your password has been reset.' };
}

/**
 * The audit record of a reset's request or confirmation: the user (in their current
 * team) and the sessions it ended; never the password or the reset token. No one is
 * signed in: the envelope has no actor.
 */
const resetRecorded = (action: string, user: UserRecord, endedSessionIds: string[]) =>
  changeRecorded(IDENTITY_SOURCE, {
    team_id: user.current_team_id,
    action,
    object_type: 'user',
    object_id: String(user.id),
    changes: { session_ids: { before: endedSessionIds } },
    subject_user_id: user.id,
  });
