// Sessions: login, the access token a session carries, and ResolveCaller, by which
// the gateway learns who a verified token belongs to, or that it was revoked
// (spec, Authentication: "Requesting a password reset invalidates all active sessions").
import {
  EMAIL_INPUT_MAX_LENGTH,
  Joi,
  PASSWORD_MAX_LENGTH,
  Reason,
  signAccessToken,
  SpecText,
  unauthenticated,
} from '@workmesh/platform';
import { accessTokenSettings } from './config';
import type { IdentityDependencies } from './dependencies';
import {
  confirmSession,
  openSession,
  recordLoginFailure,
  type SessionOpening,
} from './login-sessions';
import type { UserRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { field, validate } from './request-validation';
import { CHALLENGE_TTL_MS, challengeHash, newChallenge } from './two-factor-secrets';

/** The answer of registration and login: the user and a bearer token. */
export interface UserSession {
  user: UserRecord;
  token: string;
}

/** Login's answer: a session, or for a user with two-factor sign-in a challenge to answer with a code. */
export type LoginAnswer = UserSession | { challenge: string };

/** Opens a login session (login-sessions.ts) and signs its access token, which carries its id. */
export async function issueSession(
  user: UserRecord,
  opening: SessionOpening,
  deps: Pick<IdentityDependencies, 'config' | 'repository' | 'outbox'>,
): Promise<UserSession> {
  const session = await openSession(user, opening, deps);
  const token = signAccessToken(
    { userId: user.id, tokenVersion: user.token_version, sessionId: session.id },
    accessTokenSettings(deps.config),
  );
  return { user, token };
}

const loginSchema = Joi.object<{ email: string; password: string }>({
  email: field(Joi.string().trim().lowercase().max(EMAIL_INPUT_MAX_LENGTH).required(), 'email'),
  password: field(Joi.string().max(PASSWORD_MAX_LENGTH).required(), 'password'),
});

// One answer for an unknown email and a wrong password, so login does not tell which
// addresses are registered.
const invalidCredentials = () =>
  unauthenticated(Reason.INVALID_CREDENTIALS, 'These credentials do not match our records.');

export async function login(
  request: RequestOf<'Login'>,
  deps: IdentityDependencies,
): Promise<LoginAnswer> {
  const { email, password } = validate(loginSchema, request);
  // Refused before the hashing: a guessing run costs neither a hash nor an answer.
  await deps.limits.checkLogin(email);
  const user = await deps.repository.users.findByEmail(email);
  if (!user) {
    // Spend the time of a real check, so timing does not tell either.
    await deps.passwords.verifyNothing(password);
    await deps.limits.loginFailed(email);
    await recordLoginFailure(null, deps);
    throw invalidCredentials();
  }
  if (!(await deps.passwords.verify(password, user.password_hash))) {
    await deps.limits.loginFailed(email);
    await recordLoginFailure(user, deps);
    throw invalidCredentials();
  }
  if (deps.passwords.needsRehash(user.password_hash))
    await upgradePasswordHash(user, password, deps);
  // The failures are forgotten once the second factor is given too (two-factor.ts).
  if (user.two_factor_confirmed_at) return { challenge: await loginChallenge(user, deps) };
  await deps.limits.loginSucceeded(email);
  return issueSession(user, 'login', deps);
}

/** A login challenge of the user (five minutes, single use), stored as its hash. */
async function loginChallenge(user: UserRecord, deps: IdentityDependencies): Promise<string> {
  const challenge = newChallenge();
  await deps.repository.loginChallenges.insert(
    challengeHash(challenge),
    user.id,
    new Date(Date.now() + CHALLENGE_TTL_MS),
  );
  return challenge;
}

/** SCRYPT_COST was raised since this hash was made: store one at the current cost (best effort). */
async function upgradePasswordHash(
  user: UserRecord,
  password: string,
  deps: IdentityDependencies,
): Promise<void> {
  try {
    await deps.repository.users.upgradePasswordHash(
      user.id,
      user.password_hash,
      await deps.passwords.hash(password),
    );
  } catch (error) {
    deps.logger.warn(
      { err: error, user_id: user.id },
      'could not upgrade a password hash; will retry at the next login',
    );
  }
}

/** The user a verified access token belongs to, unless the token or its session was revoked since. */
export async function resolveCaller(
  request: RequestOf<'ResolveCaller'>,
  deps: IdentityDependencies,
): Promise<UserRecord> {
  const user = await deps.repository.users.findById(request.user_id);
  if (!user || user.token_version !== request.token_version) {
    throw unauthenticated(Reason.TOKEN_REVOKED, SpecText.UNAUTHENTICATED);
  }
  await confirmSession(user.id, request.session_id, deps);
  return user;
}
