import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  CreateWebhookRequest as _workmesh_notifier_v1_CreateWebhookRequest,
  CreateWebhookRequest__Output as _workmesh_notifier_v1_CreateWebhookRequest__Output,
} from './workmesh/notifier/v1/CreateWebhookRequest';
import type {
  CreatedWebhook as _workmesh_notifier_v1_CreatedWebhook,
  CreatedWebhook__Output as _workmesh_notifier_v1_CreatedWebhook__Output,
} from './workmesh/notifier/v1/CreatedWebhook';
import type {
  DeleteWebhookResponse as _workmesh_notifier_v1_DeleteWebhookResponse,
  DeleteWebhookResponse__Output as _workmesh_notifier_v1_DeleteWebhookResponse__Output,
} from './workmesh/notifier/v1/DeleteWebhookResponse';
import type {
  Delivery as _workmesh_notifier_v1_Delivery,
  Delivery__Output as _workmesh_notifier_v1_Delivery__Output,
} from './workmesh/notifier/v1/Delivery';
import type {
  DeliveryAttempt as _workmesh_notifier_v1_DeliveryAttempt,
  DeliveryAttempt__Output as _workmesh_notifier_v1_DeliveryAttempt__Output,
} from './workmesh/notifier/v1/DeliveryAttempt';
import type {
  DeliveryPage as _workmesh_notifier_v1_DeliveryPage,
  DeliveryPage__Output as _workmesh_notifier_v1_DeliveryPage__Output,
} from './workmesh/notifier/v1/DeliveryPage';
import type {
  DeliveryRef as _workmesh_notifier_v1_DeliveryRef,
  DeliveryRef__Output as _workmesh_notifier_v1_DeliveryRef__Output,
} from './workmesh/notifier/v1/DeliveryRef';
import type {
  ListDeliveriesRequest as _workmesh_notifier_v1_ListDeliveriesRequest,
  ListDeliveriesRequest__Output as _workmesh_notifier_v1_ListDeliveriesRequest__Output,
} from './workmesh/notifier/v1/ListDeliveriesRequest';
import type {
  ListWebhooksRequest as _workmesh_notifier_v1_ListWebhooksRequest,
  ListWebhooksRequest__Output as _workmesh_notifier_v1_ListWebhooksRequest__Output,
} from './workmesh/notifier/v1/ListWebhooksRequest';
import type {
  PageInfo as _workmesh_notifier_v1_PageInfo,
  PageInfo__Output as _workmesh_notifier_v1_PageInfo__Output,
} from './workmesh/notifier/v1/PageInfo';
import type {
  Webhook as _workmesh_notifier_v1_Webhook,
  Webhook__Output as _workmesh_notifier_v1_Webhook__Output,
} from './workmesh/notifier/v1/Webhook';
import type {
  WebhookPage as _workmesh_notifier_v1_WebhookPage,
  WebhookPage__Output as _workmesh_notifier_v1_WebhookPage__Output,
} from './workmesh/notifier/v1/WebhookPage';
import type {
  WebhookRef as _workmesh_notifier_v1_WebhookRef,
  WebhookRef__Output as _workmesh_notifier_v1_WebhookRef__Output,
} from './workmesh/notifier/v1/WebhookRef';
import type {
  WebhooksClient as _workmesh_notifier_v1_WebhooksClient,
  WebhooksDefinition as _workmesh_notifier_v1_WebhooksDefinition,
} from './workmesh/notifier/v1/Webhooks';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    notifier: {
      v1: {
        CreateWebhookRequest: MessageTypeDefinition<
          _workmesh_notifier_v1_CreateWebhookRequest,
          _workmesh_notifier_v1_CreateWebhookRequest__Output
        >;
        CreatedWebhook: MessageTypeDefinition<
          _workmesh_notifier_v1_CreatedWebhook,
          _workmesh_notifier_v1_CreatedWebhook__Output
        >;
        DeleteWebhookResponse: MessageTypeDefinition<
          _workmesh_notifier_v1_DeleteWebhookResponse,
          _workmesh_notifier_v1_DeleteWebhookResponse__Output
        >;
        Delivery: MessageTypeDefinition<
          _workmesh_notifier_v1_Delivery,
          _workmesh_notifier_v1_Delivery__Output
        >;
        DeliveryAttempt: MessageTypeDefinition<
          _workmesh_notifier_v1_DeliveryAttempt,
          _workmesh_notifier_v1_DeliveryAttempt__Output
        >;
        DeliveryPage: MessageTypeDefinition<
          _workmesh_notifier_v1_DeliveryPage,
          _workmesh_notifier_v1_DeliveryPage__Output
        >;
        DeliveryRef: MessageTypeDefinition<
          _workmesh_notifier_v1_DeliveryRef,
          _workmesh_notifier_v1_DeliveryRef__Output
        >;
        DeliveryStatus: EnumTypeDefinition;
        ListDeliveriesRequest: MessageTypeDefinition<
          _workmesh_notifier_v1_ListDeliveriesRequest,
          _workmesh_notifier_v1_ListDeliveriesRequest__Output
        >;
        ListWebhooksRequest: MessageTypeDefinition<
          _workmesh_notifier_v1_ListWebhooksRequest,
          _workmesh_notifier_v1_ListWebhooksRequest__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_notifier_v1_PageInfo,
          _workmesh_notifier_v1_PageInfo__Output
        >;
        Webhook: MessageTypeDefinition<
          _workmesh_notifier_v1_Webhook,
          _workmesh_notifier_v1_Webhook__Output
        >;
        WebhookPage: MessageTypeDefinition<
          _workmesh_notifier_v1_WebhookPage,
          _workmesh_notifier_v1_WebhookPage__Output
        >;
        WebhookRef: MessageTypeDefinition<
          _workmesh_notifier_v1_WebhookRef,
          _workmesh_notifier_v1_WebhookRef__Output
        >;
        Webhooks: SubtypeConstructor<typeof grpc.Client, _workmesh_notifier_v1_WebhooksClient> & {
          service: _workmesh_notifier_v1_WebhooksDefinition;
        };
      };
    };
  };
}
