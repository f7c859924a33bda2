// The caller's login sessions (docs/auth.md, "Sessions"): list them, end one, end all
// but the current one. Identity owns them; the replica that served a deletion forgets
// the caller at once, identity's session.revoked makes the others forget. How their
// answers are presented: sessions.presenters.ts; what openapi.yaml says: sessions.docs.ts.
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { route } from './route';
import { serviceMessageErrors } from './route.presenters';
import { SESSIONS_NOTES as NOTES } from './sessions.docs';
import { sessionsDeleted } from './sessions.presenters';

export const SESSIONS_ROUTES: readonly Route[] = [
  route({
    method: 'GET',
    paths: ['/api/v3/user/sessions'],
    auth: true,
    service: 'identity',
    rpc: 'ListSessions',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListSessions,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/sessions/delete-others'],
    auth: true,
    service: 'identity',
    rpc: 'DeleteOtherSessions',
    forgetsCallers: 'caller',
    source: 'body',
    reply: sessionsDeleted,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteOtherSessions,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/user/sessions/:id/delete'],
    auth: true,
    service: 'identity',
    rpc: 'DeleteSession',
    forgetsCallers: 'caller',
    source: 'body',
    reply: sessionsDeleted,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteSession,
  }),
];
