// Bearer token → caller (docs/auth.md): the JWT is verified
// with HS256 pinned and iss/aud/exp checked (a token without a session id is refused),
// then the token version must still be the user's current one (a password reset revokes
// every earlier token) and its login session one identity has not revoked: as the caller cache
// knows it (issue 21: no call on the hot path), else as identity answers ResolveCaller,
// whose answer the cache keeps. Any refusal is the spec's 401; identity being down or slow
// is not the caller's fault and is presented as 503/504 by the error handler.
import type { RequestHandler, Response } from 'express';
import {
  RemoteCallError,
  SpecText,
  verifyAccessToken,
  withRequestContext,
  type AccessTokenSettings,
  type ErrorKind,
} from '@workmesh/platform';
import type { CallerCache } from './caller-cache';
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
): RequestHandler {
  return async (req, res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const claims = token === undefined ? undefined : verifyAccessToken(token, settings);
    if (!claims) return refuse(res);
    const known = cache.lookup(claims.userId, claims.tokenVersion, claims.sessionId);
    if (known.hit) {
      res.locals.caller = {
        userId: known.caller.userId,
        teamId: known.caller.teamId,
        sessionId: claims.sessionId,
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
