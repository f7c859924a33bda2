// Two-factor sign-in (docs/auth.md, "Two-factor sign-in"): enrolment (enable, then
// confirm with a first code, which answers ten recovery codes), disable and regenerate
// (password and a current code), and the login challenge a user with two-factor sign-in
// answers with a code or a recovery code. A code is accepted once; wrong codes count in
// the login rate limits. Each change is recorded for the audit (change.recorded).
import {
  changeRecorded,
  failedPrecondition,
  invalidArgument,
  Joi,
  PASSWORD_MAX_LENGTH,
  RECOVERY_CODE_MAX_LENGTH,
  TWO_FACTOR_CHALLENGE_MAX_LENGTH,
  TWO_FACTOR_CODE_MAX_LENGTH,
  permissionDenied,
  Reason,
  requireCaller,
  TokenText,
  TwoFactorText,
  unauthenticated,
  UserTwoFactorChanged,
  type Caller,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import { IDENTITY_SOURCE, recordLoginFailure } from './login-sessions';
import type { UserRecord } from './models';
import type { RequestOf, ResponseOf } from './models/proto-messages';
import { field, validate } from './request-validation';
import { issueSession, type UserSession } from './sessions';
import {
  acceptedStep,
  challengeHash,
  decryptSecret,
  encryptSecret,
  newEnrolment,
  newRecoveryCodes,
  recoveryCodeHash,
} from './two-factor-secrets';

type Deps = IdentityDependencies;

const codeField = field(Joi.string().trim().max(TWO_FACTOR_CODE_MAX_LENGTH).required(), 'code');
const codeSchema = Joi.object<{ code: string }>({ code: codeField }).unknown(true);
const passwordAndCodeSchema = Joi.object<{ code: string; password: string }>({
  code: codeField,
  password: field(Joi.string().max(PASSWORD_MAX_LENGTH).required(), 'password'),
});
const verifySchema = Joi.object<{ challenge: string; code?: string; recovery_code?: string }>({
  challenge: field(Joi.string().max(TWO_FACTOR_CHALLENGE_MAX_LENGTH).required(), 'challenge'),
  code: field(Joi.string().trim().max(TWO_FACTOR_CODE_MAX_LENGTH), 'code'),
  recovery_code: field(Joi.string().trim().max(RECOVERY_CODE_MAX_LENGTH), 'recovery_code'),
})
  .xor('code', 'recovery_code')
  .messages({
    'object.missing': 'The code or recovery code field is required.',
    'object.xor': 'Give either the code or the recovery code, not both.',
  });

const codeInvalid = () =>
  invalidArgument(Reason.TWO_FACTOR_CODE_INVALID, TwoFactorText.CODE_INVALID);
const notEnabled = () =>
  failedPrecondition(Reason.TWO_FACTOR_NOT_ENABLED, TwoFactorText.NOT_ENABLED);

/** The signed-in user (a personal access token may not change two-factor sign-in). */
async function signedInUser(caller: Caller | undefined, deps: Deps): Promise<UserRecord> {
  const who = requireCaller(caller);
  if (who.tokenId) throw permissionDenied(Reason.SESSION_REQUIRED, TokenText.SESSION_REQUIRED);
  const user = await deps.repository.users.findById(who.userId);
  if (!user) throw unauthenticated(Reason.TOKEN_REVOKED, 'Invalid or missing authentication token');
  return user;
}

const key = (deps: Deps) => deps.config.TWO_FACTOR_ENCRYPTION_KEY;

/** two_factor.* for the audit: the user's own change, in their current team's log. */
const twoFactorChange = (user: UserRecord, action: string, changes: Record<string, object>) =>
  changeRecorded(IDENTITY_SOURCE, {
    team_id: user.current_team_id,
    action,
    object_type: 'user',
    object_id: String(user.id),
    changes,
    subject_user_id: user.id,
  });

/** POST two-factor/enable: a new pending secret (again before confirming: a new one). */
export async function enableTwoFactor(
  caller: Caller | undefined,
  deps: Deps,
): Promise<ResponseOf<'EnableTwoFactor'>> {
  const user = await signedInUser(caller, deps);
  if (user.two_factor_confirmed_at)
    throw failedPrecondition(Reason.TWO_FACTOR_ALREADY_ENABLED, TwoFactorText.ALREADY_ENABLED);
  const enrolment = await newEnrolment(user.email);
  await deps.repository.transaction(async () => {
    await deps.repository.twoFactor.setPending(user.id, encryptSecret(enrolment.secret, key(deps)));
    await deps.outbox.record(
      twoFactorChange(user, 'two_factor.enrolment_started', { two_factor: { after: 'pending' } }),
    );
  });
  deps.outbox.kick();
  return {
    secret: enrolment.secret,
    otpauth_url: enrolment.otpauthUrl,
    qr_code: enrolment.qrCode,
  };
}

/** Stores fresh recovery codes (hashes) for the user and answers them in clear, once. */
async function replaceRecoveryCodes(user: UserRecord, deps: Deps): Promise<string[]> {
  const codes = newRecoveryCodes();
  await deps.repository.recoveryCodes.replace(
    user.id,
    codes.map((code) => recoveryCodeHash(user.id, code, key(deps))),
  );
  return codes;
}

/** POST two-factor/confirm {code}: the pending secret confirmed; ten recovery codes. */
export async function confirmTwoFactor(
  request: RequestOf<'ConfirmTwoFactor'>,
  caller: Caller | undefined,
  deps: Deps,
): Promise<ResponseOf<'ConfirmTwoFactor'>> {
  const { code } = validate(codeSchema, request);
  const user = await signedInUser(caller, deps);
  if (user.two_factor_confirmed_at)
    throw failedPrecondition(Reason.TWO_FACTOR_ALREADY_ENABLED, TwoFactorText.ALREADY_ENABLED);
  const pending = (await deps.repository.twoFactor.findByUser(user.id))?.pending_secret;
  if (!pending) throw failedPrecondition(Reason.TWO_FACTOR_NOT_ENABLED, TwoFactorText.NOT_PENDING);
  const step = acceptedStep(decryptSecret(pending, key(deps)), code);
  if (step === null) throw codeInvalid();
  const now = new Date();
  const codes = await deps.repository.transaction(async () => {
    // A second confirm with the same code (or a new enable meanwhile) changes nothing.
    if (!(await deps.repository.twoFactor.confirm(user.id, pending, step))) throw codeInvalid();
    await deps.repository.users.setTwoFactorConfirmedAt(user.id, now);
    const fresh = await replaceRecoveryCodes(user, deps);
    await deps.outbox.record(UserTwoFactorChanged.make({ user_id: user.id, enabled: true }));
    await deps.outbox.record(
      twoFactorChange(user, 'two_factor.enabled', {
        two_factor_confirmed_at: { before: null, after: now.toISOString() },
      }),
    );
    return fresh;
  });
  deps.outbox.kick();
  deps.logger.info({ user_id: user.id }, 'two-factor sign-in enabled');
  return { recovery_codes: codes, two_factor_confirmed_at: now.toISOString() };
}

/** The secret of a user with two-factor sign-in on, decrypted. */
async function confirmedSecret(user: UserRecord, deps: Deps): Promise<string> {
  const secret = (await deps.repository.twoFactor.findByUser(user.id))?.secret;
  if (!user.two_factor_confirmed_at || !secret) throw notEnabled();
  return decryptSecret(secret, key(deps));
}

/** A current code of the user, accepted once (its time step recorded); false otherwise. */
async function useCode(user: UserRecord, code: string, deps: Deps): Promise<boolean> {
  const step = acceptedStep(await confirmedSecret(user, deps), code);
  return step !== null && deps.repository.twoFactor.useStep(user.id, step);
}

/** Disable and regenerate: the password and a current code. */
async function checkPasswordAndCode(
  request: RequestOf<'DisableTwoFactor'>,
  caller: Caller | undefined,
  deps: Deps,
): Promise<UserRecord> {
  const { code, password } = validate(passwordAndCodeSchema, request);
  const user = await signedInUser(caller, deps);
  await confirmedSecret(user, deps);
  if (!(await deps.passwords.verify(password, user.password_hash)))
    throw invalidArgument(Reason.PASSWORD_INCORRECT, TwoFactorText.PASSWORD_INCORRECT);
  if (!(await useCode(user, code, deps))) throw codeInvalid();
  return user;
}

/** POST two-factor/disable {password, code}. */
export async function disableTwoFactor(
  request: RequestOf<'DisableTwoFactor'>,
  caller: Caller | undefined,
  deps: Deps,
): Promise<ResponseOf<'DisableTwoFactor'>> {
  const user = await checkPasswordAndCode(request, caller, deps);
  await deps.repository.transaction(async () => {
    await deps.repository.users.setTwoFactorConfirmedAt(user.id, null);
    await deps.repository.twoFactor.remove(user.id);
    await deps.repository.recoveryCodes.removeAll(user.id);
    await deps.outbox.record(UserTwoFactorChanged.make({ user_id: user.id, enabled: false }));
    await deps.outbox.record(
      twoFactorChange(user, 'two_factor.disabled', {
        two_factor_confirmed_at: {
          before: user.two_factor_confirmed_at?.toISOString() ?? null,
          after: null,
        },
      }),
    );
  });
  deps.outbox.kick();
  deps.logger.info({ user_id: user.id }, 'two-factor sign-in disabled');
  return { success: 'Two-factor authentication disabled.' };
}

/** POST two-factor/recovery-codes/regenerate {password, code}: ten new codes, the old ones void. */
export async function regenerateRecoveryCodes(
  request: RequestOf<'RegenerateRecoveryCodes'>,
  caller: Caller | undefined,
  deps: Deps,
): Promise<ResponseOf<'RegenerateRecoveryCodes'>> {
  const user = await checkPasswordAndCode(request, caller, deps);
  const codes = await deps.repository.transaction(async () => {
    const fresh = await replaceRecoveryCodes(user, deps);
    await deps.outbox.record(
      twoFactorChange(user, 'two_factor.recovery_codes_regenerated', {
        recovery_codes: { after: `${fresh.length} new codes` },
      }),
    );
    return fresh;
  });
  deps.outbox.kick();
  return {
    recovery_codes: codes,
    two_factor_confirmed_at: user.two_factor_confirmed_at?.toISOString() ?? '',
  };
}

/**
 * POST two-factor/verify {challenge, code | recovery_code}: the login answer. Wrong codes
 * count as failed logins of the user's email (the login rate limits).
 */
export async function verifyTwoFactor(
  request: RequestOf<'VerifyTwoFactor'>,
  deps: Deps,
): Promise<UserSession> {
  const { challenge, code, recovery_code } = validate(verifySchema, request);
  const hash = challengeHash(challenge);
  const refused = () =>
    unauthenticated(Reason.TWO_FACTOR_CHALLENGE_INVALID, TwoFactorText.CHALLENGE_INVALID);
  const userId = await deps.repository.loginChallenges.userOf(hash, new Date());
  const user = userId === null ? null : await deps.repository.users.findById(userId);
  if (!user) throw refused();
  await deps.limits.checkLogin(user.email);
  const accepted =
    code !== undefined
      ? await useCode(user, code, deps)
      : await deps.repository.recoveryCodes.use(
          user.id,
          recoveryCodeHash(user.id, recovery_code!, key(deps)),
          new Date(),
        );
  if (!accepted) {
    await deps.limits.loginFailed(user.email);
    await recordLoginFailure(user, deps);
    throw unauthenticated(Reason.TWO_FACTOR_CODE_INVALID, TwoFactorText.CODE_INVALID);
  }
  // Single use: a second answer to the same challenge (even with another good code) fails.
  if (!(await deps.repository.loginChallenges.use(hash, new Date()))) throw refused();
  await deps.limits.loginSucceeded(user.email);
  return issueSession(user, 'login', deps);
}

/**
 * A second factor given where two-factor sign-in guards an action (account deletion): a
 * current code or an unused recovery code, either accepted once.
 */
export async function useCodeOrRecoveryCode(
  user: UserRecord,
  code: string,
  deps: Deps,
): Promise<boolean> {
  if (await useCode(user, code, deps)) return true;
  return deps.repository.recoveryCodes.use(
    user.id,
    recoveryCodeHash(user.id, code, key(deps)),
    new Date(),
  );
}
