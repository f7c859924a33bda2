// Sessions: login, the access token a session carries, and ResolveCaller, by which
// the gateway learns who a verified token belongs to, or that it was revoked
// (spec, Authentication: "Requesting a password reset invalidates all active sessions").
import { Joi, signAccessToken, unauthenticated, UNAUTHENTICATED_MESSAGE } from '@workmesh/platform';
import { accessTokenSettings } from './config';
import type { IdentityDependencies } from './dependencies';
import type { StoredUser } from './models';
import type { CallerMessage, RequestOf, UserSessionMessage } from './proto-types';
import { toUserRecord } from './user-record';
import { field, validate } from './validation';

export const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';
export const TOKEN_REVOKED = 'TOKEN_REVOKED';

/** The answer of registration and login: the User record and a bearer token. */
export function issueSession(
  user: StoredUser,
  deps: Pick<IdentityDependencies, 'config'>,
): UserSessionMessage {
  const token = signAccessToken(
    { userId: user._id, tokenVersion: user.token_version },
    accessTokenSettings(deps.config),
  );
  return { user: toUserRecord(user), token };
}

const loginSchema = Joi.object<{ email: string; password: string }>({
  email: field(Joi.string().trim().lowercase().max(255).required(), 'email'),
  password: field(Joi.string().max(255).required(), 'password'),
});

// One answer for an unknown email and a wrong password, so login does not tell which
// addresses are registered.
const invalidCredentials = () =>
  unauthenticated(INVALID_CREDENTIALS, 'These credentials do not match our records.');

export async function login(
  request: RequestOf<'Login'>,
  deps: IdentityDependencies,
): Promise<UserSessionMessage> {
  const { email, password } = validate(loginSchema, request);
  const user = await deps.store.users.findByEmail(email);
  if (!user) {
    // Spend the time of a real check, so timing does not tell either.
    await deps.passwords.verifyNothing(password);
    throw invalidCredentials();
  }
  if (!(await deps.passwords.verify(password, user.password_hash))) throw invalidCredentials();
  if (deps.passwords.needsRehash(user.password_hash))
    await upgradePasswordHash(user, password, deps);
  return issueSession(user, deps);
}

/** SCRYPT_COST was raised since this hash was made: store one at the current cost (best effort). */
async function upgradePasswordHash(
  user: StoredUser,
  password: string,
  deps: IdentityDependencies,
): Promise<void> {
  try {
    await deps.store.users.upgradePasswordHash(
      user._id,
      user.password_hash,
      await deps.passwords.hash(password),
    );
  } catch (error) {
    deps.logger.warn(
      { err: error, user_id: user._id },
      'could not upgrade a password hash; will retry at the next login',
    );
  }
}

export async function resolveCaller(
  request: RequestOf<'ResolveCaller'>,
  deps: IdentityDependencies,
): Promise<CallerMessage> {
  const user = await deps.store.users.findById(request.user_id);
  if (!user || user.token_version !== request.token_version) {
    throw unauthenticated(TOKEN_REVOKED, UNAUTHENTICATED_MESSAGE);
  }
  return {
    user_id: user._id,
    current_team_id: user.current_team_id,
    email: user.email,
    name: user.name,
  };
}
