// /asyncapi.json: the AsyncAPI 3.0 description of the events and webhooks, generated from
// the event contracts (libs/platform, asyncapi-document.ts) with this deployment's
// AMQP_PREFIX in the exchange and queue names. docs/asyncapi.json is its committed copy
// under the default prefix.
import { Router } from 'express';
import { buildAsyncApiDocument } from '@workmesh/platform';

export const ASYNCAPI_JSON_PATH = '/asyncapi.json';

export function eventsDescription(amqpPrefix: string): Router {
  const router = Router();
  const document = buildAsyncApiDocument(amqpPrefix);
  router.get(ASYNCAPI_JSON_PATH, (_req, res) => {
    res.json(document);
  });
  return router;
}
