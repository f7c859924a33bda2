// The tags' routes (issue 36; docs/time-tracking.md, "Tags"), served by the tracking
// service: a team's labels of time entries and expenses. How their answers are presented:
// tags.presenters.ts; what openapi.yaml says of them: tags.docs.ts. `tag/list` and
// `tag/create` come before `tag/:id`, which would otherwise take them for an id.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { route, type RouteDefinition } from './route';
import { confirmation } from './route.presenters';
import { TAGS_NOTES as NOTES } from './tags.docs';
import { errorsOf } from './tags.presenters';

const BY_ID = { params: { id: 'tag_id' } } as const;

/** Every tag route needs a bearer token: the caller's current team is the one acted on. */
function tagRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

export const TAGS_ROUTES: readonly Route[] = [
  tagRoute({
    method: 'POST',
    paths: ['/api/v3/tag/create'],
    rpc: 'CreateTag',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: errorsOf(Reason.TAG_NAME_TAKEN),
    notes: NOTES.CreateTag,
  }),
  tagRoute({
    method: 'GET',
    paths: ['/api/v3/tag/list'],
    rpc: 'ListTags',
    source: 'query',
    reply: page,
    errors: errorsOf(),
    notes: NOTES.ListTags,
  }),
  tagRoute({
    method: 'GET',
    paths: ['/api/v3/tag/:id'],
    rpc: 'GetTag',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.TAG_NOT_FOUND),
    notes: NOTES.GetTag,
  }),
  tagRoute({
    method: 'POST',
    paths: ['/api/v3/tag/:id/update'],
    rpc: 'UpdateTag',
    source: 'body',
    bodyField: 'fields',
    ...BY_ID,
    errors: errorsOf(Reason.TAG_NOT_FOUND, Reason.TAG_NAME_TAKEN),
    notes: NOTES.UpdateTag,
  }),
  tagRoute({
    method: 'POST',
    paths: ['/api/v3/tag/:id/delete'],
    rpc: 'DeleteTag',
    source: 'body',
    ...BY_ID,
    reply: confirmation,
    errors: errorsOf(Reason.TAG_NOT_FOUND),
    notes: NOTES.DeleteTag,
  }),
];
