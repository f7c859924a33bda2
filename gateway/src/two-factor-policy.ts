// The team policy of two-factor sign-in (docs/auth.md, "Two-factor sign-in"): while the
// caller's current team (a token's: its team) requires it and the caller has none, every
// authenticated route answers 403 shape A, except the ones a member needs to enrol or to
// leave: two-factor, sessions, getTeams and switchTeam. Identity tells the flag when it
// resolves the caller; the caches keep it, and forget it on the policy's and the user's
// changes (caller-events.ts), so no request costs a call.
import type { RequestHandler } from 'express';
import { TwoFactorText } from '@workmesh/platform';
import type { AuthenticatedCaller } from './authentication';
import { shapeAError } from './error-presentation';
import type { Route } from './http-route';

/** What a member without two-factor sign-in may still reach (path prefixes and paths). */
const EXEMPT_PREFIXES = ['/api/v3/user/two-factor/', '/api/v3/user/sessions'];
const EXEMPT_PATHS = new Set(['/api/v3/team/getTeams', '/api/v3/user/switchTeam']);

export const exemptFromTwoFactorPolicy = (route: Route): boolean =>
  route.paths.every(
    (path) => EXEMPT_PATHS.has(path) || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix)),
  );

/** Middleware after authentication: refuses a caller the team policy shuts out (403 A). */
export function requireTwoFactorPolicy(route: Route): RequestHandler {
  const exempt = exemptFromTwoFactorPolicy(route);
  return (_req, res, next) => {
    const caller = res.locals.caller as AuthenticatedCaller | undefined;
    if (exempt || !caller?.twoFactorMissing) return next();
    const { status, body } = shapeAError(403, TwoFactorText.TEAM_REQUIRES);
    res.status(status).json(body);
  };
}
