// The per-caller API limit: authenticated requests per user (per personal access token,
// for a request made with one) within a window, answered
// 429 `Too many requests` with Retry-After past it. The counters are in this gateway
// process's memory (rate-limiter-flexible's memory store): with several gateway
// replicas a caller gets the limit once per replica, which is acceptable for a limit
// against runaway clients; the limits that protect accounts (logins, resets,
// registrations) are identity's, shared by its replicas.
import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthenticatedCaller } from './authentication';
import { GatewayText, shapeAError } from './error-presentation';

export interface CallerRateLimit {
  requests: number;
  windowSeconds: number;
}

/** Middleware after authentication: counts the request against its caller. */
export function limitCallers(limit: CallerRateLimit): RequestHandler {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'caller',
    points: limit.requests,
    duration: limit.windowSeconds,
  });
  return async (_req, res, next) => {
    const caller = res.locals.caller as AuthenticatedCaller | undefined;
    if (!caller) return next();
    try {
      // A personal access token has a bucket of its own: a runaway script spends its token's.
      await limiter.consume(caller.tokenId ? `token:${caller.tokenId}` : String(caller.userId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const { status, body } = shapeAError(429, GatewayText.TOO_MANY_REQUESTS);
      res.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      res.status(status).json(body);
      return;
    }
    next();
  };
}
