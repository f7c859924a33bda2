// What a personal access token needs on each authenticated route (docs/auth.md,
// "Personal access tokens"): the area its scope names (`<area>:read` on GET,
// `<area>:write` on any other method), or a signed-in session. One table keyed by path
// prefix, the longest matching prefix winning, so routes added under a prefix (another
// part's /api/v3/user/two-factor/…, /api/v3/audit/…) are covered without an edit here;
// a test fails when an authenticated route matches nothing (token-scopes.test.ts).
import type { RequestHandler } from 'express';
import { scopeFor, tokenScopeMissingText, TokenText, type TokenArea } from '@workmesh/platform';
import type { AuthenticatedCaller } from './authentication';
import { shapeAError } from './error-presentation';
import type { Route } from './http-route';

/** A route a token may not use: it needs a login (the token's own management, credentials, team changes). */
export const SESSION_ONLY = 'session' as const;

export type TokenRequirement = TokenArea | typeof SESSION_ONLY;

/**
 * By path prefix. Session only: managing tokens, every authenticated `/api/v3/user/…`
 * route (switchTeam: a token is pinned to its team; password, two-factor, sessions),
 * and what would take the token's owner into another team (a new team, an accepted
 * invitation).
 */
export const TOKEN_REQUIREMENTS: Readonly<Record<string, TokenRequirement>> = {
  '/api/v3/token/': SESSION_ONLY,
  '/api/v3/user/': SESSION_ONLY,
  '/api/v3/mobile/team/createTeam': SESSION_ONLY,
  '/api/v3/team/acceptInvitation': SESSION_ONLY,
  '/api/v3/timer/': 'time',
  '/api/v3/time-entry/': 'time',
  // Expenses are tracked beside time (issue 35): the same scopes.
  '/api/v3/expense/': 'time',
  '/api/v3/expense-category/': 'time',
  // Tags label time entries and expenses (issue 36): the same scopes.
  '/api/v3/tag/': 'time',
  // Imports write time entries (docs/imports.md): the same scopes.
  '/api/v3/import': 'time',
  '/api/v3/timesheet': 'timesheets',
  '/api/v3/report/': 'reports',
  '/api/v1/client/': 'clients',
  '/api/v3/client/': 'clients',
  '/api/v3/project/': 'clients',
  '/api/v3/mobile/project/': 'clients',
  '/api/taskmanager/': 'tasks',
  '/api/v1/timemanagement/schedule': 'schedules',
  '/api/v3/schedule/': 'schedules',
  // Time off, holidays and balances (docs/time-off.md): an area of their own.
  '/api/v3/time-off/': 'time_off',
  '/api/v3/invoice/': 'invoices',
  '/api/v3/team/': 'team',
  '/api/v3/mobile/invitation/': 'team',
  '/api/v3/audit/': 'team',
  // A team's export (its every record): the team's area. A person's own is under /user/.
  '/api/v3/export': 'team',
  '/api/v3/webhooks': 'webhooks',
};

const PREFIXES = Object.keys(TOKEN_REQUIREMENTS).sort((a, b) => b.length - a.length);

/** What a token needs on the path: undefined when no prefix matches. */
export function tokenRequirementOf(path: string): TokenRequirement | undefined {
  const prefix = PREFIXES.find((candidate) => path.startsWith(candidate));
  return prefix === undefined ? undefined : TOKEN_REQUIREMENTS[prefix];
}

/** What a token needs on the route (its canonical path decides); undefined for an anonymous route. */
export function routeTokenRequirement(route: Route): TokenRequirement | undefined {
  if (!route.auth) return undefined;
  const requirement = tokenRequirementOf(route.paths[0]!);
  if (requirement === undefined)
    throw new Error(
      `route ${route.method} ${route.paths[0]}: no token scope area (token-scopes.ts)`,
    );
  return requirement;
}

/** The scope the route needs of a token, or SESSION_ONLY; undefined for an anonymous route. */
export function requiredScope(route: Route): string | undefined {
  const requirement = routeTokenRequirement(route);
  if (requirement === undefined || requirement === SESSION_ONLY) return requirement;
  return scopeFor(requirement, route.method);
}

/** Middleware after authentication: a token's request needs the route's scope, or is refused (403 A). */
export function requireTokenScope(route: Route): RequestHandler {
  const scope = requiredScope(route);
  return (_req, res, next) => {
    const caller = res.locals.caller as AuthenticatedCaller | undefined;
    if (!caller?.tokenId || scope === undefined) return next();
    const refusal =
      scope === SESSION_ONLY
        ? TokenText.SESSION_REQUIRED
        : (caller.scopes ?? []).includes(scope)
          ? undefined
          : tokenScopeMissingText(scope);
    if (refusal === undefined) return next();
    const { status, body } = shapeAError(403, refusal);
    res.status(status).json(body);
  };
}
