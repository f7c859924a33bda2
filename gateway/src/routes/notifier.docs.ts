// What openapi.yaml says of the notifier's routes (routes/notifier.ts) beyond the
// protos: the rules the service applies to each request field, summaries, examples.
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TARGET_URL_MAX_LENGTH,
  DELIVERY_STATUSES,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type OperationNotes } from '../openapi/operation-notes';

/** The notes of each route, by its rpc (both paths of a delete share theirs). */
export const NOTIFIER_NOTES = {
  CreateWebhook: {
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
  ListWebhooks: { summary: "List the team's webhook subscriptions", fields: PAGE },
  DeleteWebhook: { summary: 'Delete a webhook subscription' },
  ListDeliveries: {
    summary: "List a subscription's deliveries, newest first",
    fields: { status: { enum: DELIVERY_STATUSES }, ...PAGE },
  },
  ReplayDelivery: {
    summary: 'Replay a failed delivery',
    description: 'The delivery is `pending` again, with the same webhook-id.',
  },
} satisfies Partial<Record<RpcName<'notifier'>, OperationNotes>>;
