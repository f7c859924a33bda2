// Bearer token → caller (docs/auth.md): the JWT is verified
// with HS256 pinned and iss/aud/exp checked (a token without a session id is refused),
// then the token version must still be the user's current one (a password reset revokes
// every earlier token) and its login session one identity has not revoked: as the caller cache
// knows it (issue 21: no call on the hot path), else as identity answers ResolveCaller,
// whose answer the cache keeps. Any refusal is the spec's 401; identity being down or slow
// is not the caller's fault and is presented as 503/504 by the error handler.
// A personal access token (`wm_pat_…`) is checked for its checksum first (a typo or a
// forgery is refused without any call), then found in the token cache or asked of
// identity (ResolveToken); its caller acts in the token's team, with its scopes.
import type { Request, RequestHandler, Response } from 'express';
import {
  hasValidChecksum,
  looksLikePersonalAccessToken,
  RemoteCallError,
  SpecText,
  verifyAccessToken,
  withRequestContext,
  type AccessTokenSettings,
  type ErrorKind,
} from '@workmesh/platform';
import type { CallerCache } from './caller-cache';
import type { TokenCache } from './token-cache';
import type { TokenUses } from './token-uses';
import type { GatewayClients } from './downstream-clients';
import { shapeAError } from './error-presentation';

export interface AuthenticatedCaller {
  userId: number;
  /** The caller's current team, when there is one. */
  teamId?: number;
  /** The login session of the access token (docs/auth.md). */
  sessionId?: string;
  /** The personal access token used instead of a login session. */
  tokenId?: string;
  /** The caller's team requires two-factor sign-in and the caller has none (two-factor-policy.ts). */
  twoFactorMissing?: boolean;
  /** A personal access token's scopes (`time:write`, …). */
  scopes?: readonly string[];
}

/** What resolving personal access tokens takes. */
export interface TokenAuthentication {
  cache: TokenCache;
  uses: Pick<TokenUses, 'note'>;
  observe?: (outcome: 'bad_checksum' | 'hit' | 'miss') => void;
}

/** What identity answers for a token it will not honour (stale version, unknown user, …). */
const REFUSING_KINDS = new Set<ErrorKind>([
  'unauthenticated',
  'not_found',
  'invalid_argument',
  'permission_denied',
  'failed_precondition',
]);

const BEARER = /^Bearer +(\S+)$/i;

function refuse(res: Response): void {
  const { status, body } = shapeAError(401, SpecText.UNAUTHENTICATED);
  res.status(status).json(body);
}

/** Middleware: sets `res.locals.caller` (AuthenticatedCaller) or answers 401. */
export function requireCaller(
  identity: GatewayClients['identity'],
  settings: Omit<AccessTokenSettings, 'ttlSeconds'>,
  cache: CallerCache,
  tokens: TokenAuthentication,
): RequestHandler {
  return async (req, res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (token !== undefined && looksLikePersonalAccessToken(token))
      return authenticateToken(token, identity, tokens, req, res, next);
    const claims = token === undefined ? undefined : verifyAccessToken(token, settings);
    if (!claims) return refuse(res);
    const known = cache.lookup(claims.userId, claims.tokenVersion, claims.sessionId);
    if (known.hit) {
      res.locals.caller = {
        userId: known.caller.userId,
        teamId: known.caller.teamId,
        sessionId: claims.sessionId,
        twoFactorMissing: known.caller.twoFactorMissing,
      } satisfies AuthenticatedCaller;
      return next();
    }
    if (known.revoked) return refuse(res);
    try {
      const generation = cache.generation();
      const caller = await withRequestContext({ requestId: res.locals.requestId as string }, () =>
        identity.ResolveCaller({
          user_id: claims.userId,
          token_version: claims.tokenVersion,
          session_id: claims.sessionId,
        }),
      );
      if (caller.user_id !== claims.userId) return refuse(res);
      const resolved = {
        userId: caller.user_id,
        teamId: caller.current_team_id || undefined,
        twoFactorMissing: caller.two_factor_missing,
      };
      cache.store({ ...resolved, tokenVersion: claims.tokenVersion }, claims.sessionId, generation);
      res.locals.caller = {
        ...resolved,
        sessionId: claims.sessionId,
      } satisfies AuthenticatedCaller;
    } catch (error) {
      if (error instanceof RemoteCallError && REFUSING_KINDS.has(error.kind)) return refuse(res);
      throw error;
    }
    next();
  };
}

/** A personal access token → its caller (the token's team, its scopes), or 401. */
async function authenticateToken(
  secret: string,
  identity: GatewayClients['identity'],
  tokens: TokenAuthentication,
  req: Request,
  res: Response,
  next: () => void,
): Promise<void> {
  if (!hasValidChecksum(secret)) {
    tokens.observe?.('bad_checksum');
    return refuse(res);
  }
  let known = tokens.cache.lookup(secret);
  tokens.observe?.(known ? 'hit' : 'miss');
  if (!known) {
    try {
      const generation = tokens.cache.generation();
      const resolved = await withRequestContext({ requestId: res.locals.requestId as string }, () =>
        identity.ResolveToken({ token: secret }),
      );
      known = {
        tokenId: resolved.token_id,
        userId: resolved.user_id,
        teamId: resolved.team_id,
        scopes: resolved.scopes,
        expiresAt: Date.parse(resolved.expires_at),
        twoFactorMissing: resolved.two_factor_missing,
      };
      tokens.cache.store(secret, known, generation);
    } catch (error) {
      if (error instanceof RemoteCallError && REFUSING_KINDS.has(error.kind)) return refuse(res);
      throw error;
    }
  }
  if (known.expiresAt <= Date.now()) return refuse(res);
  tokens.uses.note(known.tokenId, req.ip ?? '');
  res.locals.caller = {
    userId: known.userId,
    teamId: known.teamId,
    tokenId: known.tokenId,
    scopes: known.scopes,
    twoFactorMissing: known.twoFactorMissing,
  } satisfies AuthenticatedCaller;
  next();
}
