// How the notifier's answers are presented: webhook subscriptions of the caller's team
// and their deliveries.
import { WEBHOOK_EVENTS, DELIVERY_STATUSES } from '@workmesh/platform';
import { record, reply } from '../reply-presentation';

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

// The subscription and its signing secret, shown this once.
export const createdWebhook = reply({
  component: 'CreatedWebhook',
  description: 'A new webhook subscription with its signing secret, shown only here.',
  spread: 'webhook',
  notes: {
    secret: { description: '`whsec_` + base64: the Standard Webhooks signing secret' },
  },
});
