// Access tokens: the one definition of their claims, shared by identity (which
// signs them) and the gateway (which verifies them). HS256 is pinned on both ends,
// so a token signed with another algorithm (or "none") is refused.
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Joi } from '../joi';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export interface AccessTokenSettings {
  secret: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/**
 * What a verified token says: who, which token version of that user it was issued for,
 * and the login session it belongs to (the `sid` claim, docs/auth.md "Sessions").
 */
export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
  sessionId: string;
}

/** A session id as a token carries it: URL-safe base64 characters, at most 64. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The environment variables of token settings, for the joi schemas of identity and the gateway. */
export const accessTokenEnv = {
  JWT_SECRET: Joi.string()
    .min(32)
    .required()
    .messages({
      'any.required': 'JWT_SECRET is required (at least 32 characters; npm start generates one)',
      'string.min': 'JWT_SECRET must be at least 32 characters',
    })
    .description(
      'The HS256 key of access tokens: identity signs with it, the gateway verifies; the same in both.',
    ),
  JWT_ISSUER: Joi.string()
    .default('workmesh-identity')
    .description("Access tokens' `iss` claim: set by identity, required by the gateway."),
  JWT_AUDIENCE: Joi.string()
    .default('workmesh-api')
    .description("Access tokens' `aud` claim: set by identity, required by the gateway."),
  JWT_TTL_SECONDS: Joi.number()
    .integer()
    .min(60)
    .default(7 * 24 * 3600)
    .description('Lifetime of an access token, in seconds (7 days by default).'),
};

/**
 * The secret as a key object, made once per secret: given a string, jsonwebtoken first
 * tries to read it as a public key on every call, which the system bench found to be the
 * gateway's largest single cost.
 */
const secretKeys = new Map<string, KeyObject>();
function secretKeyOf(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

export function signAccessToken(claims: AccessTokenClaims, settings: AccessTokenSettings): string {
  return jwt.sign(
    { ver: claims.tokenVersion, sid: claims.sessionId },
    secretKeyOf(settings.secret),
    {
      algorithm: ACCESS_TOKEN_ALGORITHM,
      subject: String(claims.userId),
      issuer: settings.issuer,
      audience: settings.audience,
      expiresIn: settings.ttlSeconds,
      jwtid: randomUUID(),
    },
  );
}

/**
 * The claims of a valid token, or undefined for anything else (bad signature, algorithm,
 * issuer, audience, expiry, shape). A token without a session id (issued before sessions
 * existed) is refused: its holder signs in once more.
 */
export function verifyAccessToken(
  token: string,
  settings: Omit<AccessTokenSettings, 'ttlSeconds'>,
): AccessTokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secretKeyOf(settings.secret), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
    });
    if (typeof payload !== 'object' || payload === null) return undefined;
    const userId = Number(payload.sub);
    const { ver: tokenVersion, sid: sessionId } = payload as { ver?: unknown; sid?: unknown };
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof tokenVersion !== 'number' ||
      !Number.isInteger(tokenVersion) ||
      typeof sessionId !== 'string' ||
      !SESSION_ID.test(sessionId)
    ) {
      return undefined;
    }
    return { userId, tokenVersion, sessionId };
  } catch {
    return undefined;
  }
}
