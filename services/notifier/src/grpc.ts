// gRPC handlers of workmesh.notifier.v1.Webhooks: proto request → use case → proto
// response (through the record's mapper). No rules here; errors are DomainErrors that the
// platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  notifierProto,
  type ServiceBinding,
  type WebhooksDefinition,
} from '@workmesh/platform';
import { toProtoDelivery, toProtoWebhook } from './models';
import type { WebhookSubscriptionUseCases } from './webhook-subscriptions';

export const WEBHOOKS_SERVICE_NAME = 'workmesh.notifier.v1.Webhooks';

export function webhooksGrpcService(webhooks: WebhookSubscriptionUseCases): ServiceBinding {
  return bindService<WebhooksDefinition>(WEBHOOKS_SERVICE_NAME, notifierProto().Webhooks.service, {
    CreateWebhook: async (request, context) => {
      // The signing secret is answered this once.
      const { webhook, secret } = await webhooks.createWebhook(context.caller, request);
      return { webhook: toProtoWebhook(webhook), secret };
    },
    ListWebhooks: async (request, context) => {
      const page = await webhooks.listWebhooks(context.caller, request);
      return { webhooks: page.items.map(toProtoWebhook), page_info: pageInfoOf(page) };
    },
    DeleteWebhook: (request, context) => webhooks.deleteWebhook(context.caller, request),
    ListDeliveries: async (request, context) => {
      const page = await webhooks.listDeliveries(context.caller, request);
      return { deliveries: page.items.map(toProtoDelivery), page_info: pageInfoOf(page) };
    },
    ReplayDelivery: async (request, context) =>
      toProtoDelivery(await webhooks.replayDelivery(context.caller, request)),
  });
}
