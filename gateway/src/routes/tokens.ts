// Personal access tokens (docs/auth.md, "Personal access tokens"): a signed-in person
// makes, lists and revokes them; a token cannot (token-scopes.ts: session only). How
// their answers are presented: tokens.presenters.ts; what openapi.yaml says of them:
// tokens.docs.ts.
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { route } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';
import { TOKENS_NOTES as NOTES } from './tokens.docs';
import { createdToken, tokenErrors } from './tokens.presenters';

export const TOKENS_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/token/create'],
    auth: true,
    service: 'identity',
    rpc: 'CreateToken',
    source: 'body',
    successStatus: 201,
    reply: createdToken,
    errors: tokenErrors,
    notes: NOTES.CreateToken,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/token/list'],
    auth: true,
    service: 'identity',
    rpc: 'ListTokens',
    source: 'query',
    selectors: ['user_id'],
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListTokens,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/token/:id/delete'],
    auth: true,
    service: 'identity',
    rpc: 'DeleteToken',
    source: 'body',
    forgetsToken: true,
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteToken,
  }),
];
