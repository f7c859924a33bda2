// The imports' routes (docs/imports.md), served by the tracking service: upload a file of
// another tool's time entries (multipart, part `file`; `mapping` and `user_map` as JSON
// text in form fields) → 202 with the queued job; follow the job; its refused rows as
// JSON pages or as CSV. How their answers are presented: imports.presenters.ts; what
// openapi.yaml says of them: imports.docs.ts. `import/list` comes before `import/:id`,
// which would otherwise take it for an id.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { IMPORTS_NOTES as NOTES } from './imports.docs';
import { errorsOf, IMPORT_ERRORS_CSV } from './imports.presenters';
import { route, type RouteDefinition } from './route';

/** A file of up to IMPORT_MAX_BYTES travels to the tracking service and on to the object store. */
const UPLOAD_DEADLINE_MS = 60_000;
const BY_ID = { params: { id: 'import_id' } } as const;

/** Every import route needs a bearer token: the caller's current team is the one imported into. */
function importRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

export const IMPORTS_ROUTES: readonly Route[] = [
  importRoute({
    method: 'POST',
    paths: ['/api/v3/import'],
    rpc: 'CreateImport',
    idempotent: true,
    source: 'body',
    upload: 'file',
    uploadLimit: 'IMPORT_MAX_BYTES',
    jsonFormFields: ['mapping', 'user_map'],
    deadlineMs: UPLOAD_DEADLINE_MS,
    successStatus: 202,
    errors: errorsOf(Reason.IMPORT_IN_PROGRESS, Reason.FILE_TOO_LARGE),
    notes: NOTES.CreateImport,
  }),
  importRoute({
    method: 'GET',
    paths: ['/api/v3/import/list'],
    rpc: 'ListImports',
    source: 'query',
    reply: page,
    errors: errorsOf(),
    notes: NOTES.ListImports,
  }),
  importRoute({
    method: 'GET',
    paths: ['/api/v3/import/:id'],
    rpc: 'GetImport',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.IMPORT_NOT_FOUND),
    notes: NOTES.GetImport,
  }),
  importRoute({
    method: 'GET',
    paths: ['/api/v3/import/:id/errors'],
    rpc: 'ListImportErrors',
    source: 'query',
    ...BY_ID,
    reply: page,
    formats: [IMPORT_ERRORS_CSV],
    errors: errorsOf(Reason.IMPORT_NOT_FOUND),
    notes: NOTES.ListImportErrors,
  }),
];
