// The notifier's routes: webhook subscriptions of the caller's team (an automation
// platform's REST hooks) and their deliveries. How their answers are presented:
// notifier.presenters.ts; what openapi.yaml says of them: notifier.docs.ts.
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { NOTIFIER_NOTES as NOTES } from './notifier.docs';
import { createdWebhook } from './notifier.presenters';
import { route } from './route';
import { confirmation, serviceMessageErrors } from './route.presenters';

export const NOTIFIER_ROUTES: readonly Route[] = [
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks'],
    auth: true,
    service: 'notifier',
    rpc: 'CreateWebhook',
    idempotent: true,
    source: 'body',
    // The target's host is resolved (to refuse private addresses) before the answer.
    deadlineMs: 15_000,
    successStatus: 201,
    reply: createdWebhook,
    errors: serviceMessageErrors,
    notes: NOTES.CreateWebhook,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/webhooks'],
    auth: true,
    service: 'notifier',
    rpc: 'ListWebhooks',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListWebhooks,
  }),
  route({
    method: 'DELETE',
    paths: ['/api/v3/webhooks/:id'],
    auth: true,
    service: 'notifier',
    rpc: 'DeleteWebhook',
    source: 'none',
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteWebhook,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks/:id/delete'],
    auth: true,
    service: 'notifier',
    rpc: 'DeleteWebhook',
    source: 'body',
    reply: confirmation,
    errors: serviceMessageErrors,
    notes: NOTES.DeleteWebhook,
  }),
  route({
    method: 'GET',
    paths: ['/api/v3/webhooks/:id/deliveries'],
    auth: true,
    service: 'notifier',
    rpc: 'ListDeliveries',
    source: 'query',
    reply: page,
    errors: serviceMessageErrors,
    notes: NOTES.ListDeliveries,
  }),
  route({
    method: 'POST',
    paths: ['/api/v3/webhooks/:id/deliveries/:deliveryId/replay'],
    auth: true,
    service: 'notifier',
    rpc: 'ReplayDelivery',
    source: 'body',
    params: { deliveryId: 'delivery_id' },
    errors: serviceMessageErrors,
    notes: NOTES.ReplayDelivery,
  }),
];
