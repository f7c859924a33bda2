// The exports' routes (docs/exports.md), served by the tracking service: a team's export
// (owners) and a person's own export (any signed-in user), each a job answered 202 at
// once and followed with GET until done, when it offers a link to the zip. How their
// answers are presented: exports.presenters.ts; what openapi.yaml says of them:
// exports.docs.ts.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { route, type RouteDefinition } from './route';
import { EXPORTS_NOTES as NOTES } from './exports.docs';
import { errorsOf } from './exports.presenters';

const BY_ID = { params: { id: 'export_id' } } as const;

/** Every export route needs a bearer token: the caller's team, or the caller, is exported. */
function exportRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

export const EXPORTS_ROUTES: readonly Route[] = [
  exportRoute({
    method: 'POST',
    paths: ['/api/v3/export'],
    rpc: 'CreateExport',
    idempotent: true,
    source: 'none',
    successStatus: 202,
    errors: errorsOf(),
    notes: NOTES.CreateExport,
  }),
  exportRoute({
    method: 'GET',
    paths: ['/api/v3/export/:id'],
    rpc: 'GetExport',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.EXPORT_NOT_FOUND),
    notes: NOTES.GetExport,
  }),
  exportRoute({
    method: 'POST',
    paths: ['/api/v3/user/export'],
    rpc: 'CreateUserExport',
    idempotent: true,
    source: 'none',
    successStatus: 202,
    errors: errorsOf(),
    notes: NOTES.CreateUserExport,
  }),
  exportRoute({
    method: 'GET',
    paths: ['/api/v3/user/export/:id'],
    rpc: 'GetUserExport',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.EXPORT_NOT_FOUND),
    notes: NOTES.GetUserExport,
  }),
];
