// The notifier's routes: webhook subscriptions of the caller's team (an automation
// platform's REST hooks) and their deliveries, the records they answer and the notes.
import {
  DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_TARGET_URL_MAX_LENGTH,
} from '@workmesh/platform';
import { nonBlank, PAGE, type OperationNotes } from '../openapi/operation-notes';
import { page, record, reply } from '../reply-presentation';
import { confirmation, route, serviceMessageErrors, type Route } from './route';

record('workmesh.notifier.v1.Webhook', {
  component: 'Webhook',
  description: "A webhook subscription of the caller's team.",
  notes: {
    event: { enum: [...WEBHOOK_EVENTS] },
    active: { description: 'false once the receiver answered 410 Gone' },
  },
});
record('workmesh.notifier.v1.DeliveryAttempt', {
  description: 'One delivery attempt.',
  notes: {
    attempt: { description: '1, 2, …' },
    response_status: { description: "the receiver's HTTP status" },
    outcome: { description: 'succeeded | failed | gone | timeout | error' },
  },
});
record('workmesh.notifier.v1.Delivery', {
  component: 'Delivery',
  description: 'A webhook delivery and its attempts.',
  notes: {
    event_id: { description: 'the webhook-id header: the domain event id' },
    status: { enum: DELIVERY_STATUSES },
  },
});

const DELETE_NOTES: OperationNotes = { summary: 'Delete a webhook subscription' };

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
    // The subscription and its signing secret, shown this once.
    reply: reply({
      component: 'CreatedWebhook',
      description: 'A new webhook subscription with its signing secret, shown only here.',
      spread: 'webhook',
      notes: {
        secret: { description: '`whsec_` + base64: the Standard Webhooks signing secret' },
      },
    }),
    errors: serviceMessageErrors,
    notes: {
      summary: 'Subscribe a URL to an event kind',
      description:
        'Owners and managers. Deliveries are signed (Standard Webhooks) with the `secret` of the answer, shown only here. A target that resolves to a private or local address is refused.',
      required: ['event', 'target_url'],
      fields: {
        event: { enum: [...WEBHOOK_EVENTS] },
        target_url: {
          ...nonBlank(WEBHOOK_TARGET_URL_MAX_LENGTH),
          format: 'uri',
          description: `an absolute http(s) URL, at most ${WEBHOOK_TARGET_URL_MAX_LENGTH} characters`,
        },
      },
      example: { event: 'new_client', target_url: 'https://hooks.example.com/workmesh' },
    },
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
    notes: { summary: "List the team's webhook subscriptions", fields: PAGE },
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
    notes: DELETE_NOTES,
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
    notes: DELETE_NOTES,
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
    notes: {
      summary: "List a subscription's deliveries, newest first",
      fields: { status: { enum: DELIVERY_STATUSES }, ...PAGE },
    },
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
    notes: {
      summary: 'Replay a failed delivery',
      description: 'The delivery is `pending` again, with the same webhook-id.',
    },
  }),
];
