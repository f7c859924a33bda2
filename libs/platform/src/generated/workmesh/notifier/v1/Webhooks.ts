// Original file: proto/notifier.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  CreateWebhookRequest as _workmesh_notifier_v1_CreateWebhookRequest,
  CreateWebhookRequest__Output as _workmesh_notifier_v1_CreateWebhookRequest__Output,
} from '../../../workmesh/notifier/v1/CreateWebhookRequest';
import type {
  CreatedWebhook as _workmesh_notifier_v1_CreatedWebhook,
  CreatedWebhook__Output as _workmesh_notifier_v1_CreatedWebhook__Output,
} from '../../../workmesh/notifier/v1/CreatedWebhook';
import type {
  DeleteWebhookResponse as _workmesh_notifier_v1_DeleteWebhookResponse,
  DeleteWebhookResponse__Output as _workmesh_notifier_v1_DeleteWebhookResponse__Output,
} from '../../../workmesh/notifier/v1/DeleteWebhookResponse';
import type {
  Delivery as _workmesh_notifier_v1_Delivery,
  Delivery__Output as _workmesh_notifier_v1_Delivery__Output,
} from '../../../workmesh/notifier/v1/Delivery';
import type {
  DeliveryPage as _workmesh_notifier_v1_DeliveryPage,
  DeliveryPage__Output as _workmesh_notifier_v1_DeliveryPage__Output,
} from '../../../workmesh/notifier/v1/DeliveryPage';
import type {
  DeliveryRef as _workmesh_notifier_v1_DeliveryRef,
  DeliveryRef__Output as _workmesh_notifier_v1_DeliveryRef__Output,
} from '../../../workmesh/notifier/v1/DeliveryRef';
import type {
  ListDeliveriesRequest as _workmesh_notifier_v1_ListDeliveriesRequest,
  ListDeliveriesRequest__Output as _workmesh_notifier_v1_ListDeliveriesRequest__Output,
} from '../../../workmesh/notifier/v1/ListDeliveriesRequest';
import type {
  ListWebhooksRequest as _workmesh_notifier_v1_ListWebhooksRequest,
  ListWebhooksRequest__Output as _workmesh_notifier_v1_ListWebhooksRequest__Output,
} from '../../../workmesh/notifier/v1/ListWebhooksRequest';
import type {
  WebhookPage as _workmesh_notifier_v1_WebhookPage,
  WebhookPage__Output as _workmesh_notifier_v1_WebhookPage__Output,
} from '../../../workmesh/notifier/v1/WebhookPage';
import type {
  WebhookRef as _workmesh_notifier_v1_WebhookRef,
  WebhookRef__Output as _workmesh_notifier_v1_WebhookRef__Output,
} from '../../../workmesh/notifier/v1/WebhookRef';

export interface WebhooksClient extends grpc.Client {
  /**
   * POST /api/v3/webhooks
   */
  CreateWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  CreateWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  CreateWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  CreateWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/webhooks
   */
  createWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  createWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  createWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;
  createWebhook(
    argument: _workmesh_notifier_v1_CreateWebhookRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_CreatedWebhook__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * DELETE /api/v3/webhooks/:id (also POST /api/v3/webhooks/:id/delete)
   */
  DeleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * DELETE /api/v3/webhooks/:id (also POST /api/v3/webhooks/:id/delete)
   */
  deleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteWebhook(
    argument: _workmesh_notifier_v1_WebhookRef,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeleteWebhookResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/webhooks/:id/deliveries?status=&page=&per_page=
   */
  ListDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/webhooks/:id/deliveries?status=&page=&per_page=
   */
  listDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  listDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  listDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;
  listDeliveries(
    argument: _workmesh_notifier_v1_ListDeliveriesRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_DeliveryPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/webhooks?page=&per_page=
   */
  ListWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  ListWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  ListWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  ListWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/webhooks?page=&per_page=
   */
  listWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  listWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  listWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;
  listWebhooks(
    argument: _workmesh_notifier_v1_ListWebhooksRequest,
    callback: grpc.requestCallback<_workmesh_notifier_v1_WebhookPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/webhooks/:id/deliveries/:deliveryId/replay
   */
  ReplayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  ReplayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  ReplayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  ReplayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/webhooks/:id/deliveries/:deliveryId/replay
   */
  replayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  replayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  replayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
  replayDelivery(
    argument: _workmesh_notifier_v1_DeliveryRef,
    callback: grpc.requestCallback<_workmesh_notifier_v1_Delivery__Output>,
  ): grpc.ClientUnaryCall;
}

export interface WebhooksHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v3/webhooks
   */
  CreateWebhook: grpc.handleUnaryCall<
    _workmesh_notifier_v1_CreateWebhookRequest__Output,
    _workmesh_notifier_v1_CreatedWebhook
  >;

  /**
   * DELETE /api/v3/webhooks/:id (also POST /api/v3/webhooks/:id/delete)
   */
  DeleteWebhook: grpc.handleUnaryCall<
    _workmesh_notifier_v1_WebhookRef__Output,
    _workmesh_notifier_v1_DeleteWebhookResponse
  >;

  /**
   * GET /api/v3/webhooks/:id/deliveries?status=&page=&per_page=
   */
  ListDeliveries: grpc.handleUnaryCall<
    _workmesh_notifier_v1_ListDeliveriesRequest__Output,
    _workmesh_notifier_v1_DeliveryPage
  >;

  /**
   * GET /api/v3/webhooks?page=&per_page=
   */
  ListWebhooks: grpc.handleUnaryCall<
    _workmesh_notifier_v1_ListWebhooksRequest__Output,
    _workmesh_notifier_v1_WebhookPage
  >;

  /**
   * POST /api/v3/webhooks/:id/deliveries/:deliveryId/replay
   */
  ReplayDelivery: grpc.handleUnaryCall<
    _workmesh_notifier_v1_DeliveryRef__Output,
    _workmesh_notifier_v1_Delivery
  >;
}

export interface WebhooksDefinition extends grpc.ServiceDefinition {
  CreateWebhook: MethodDefinition<
    _workmesh_notifier_v1_CreateWebhookRequest,
    _workmesh_notifier_v1_CreatedWebhook,
    _workmesh_notifier_v1_CreateWebhookRequest__Output,
    _workmesh_notifier_v1_CreatedWebhook__Output
  >;
  DeleteWebhook: MethodDefinition<
    _workmesh_notifier_v1_WebhookRef,
    _workmesh_notifier_v1_DeleteWebhookResponse,
    _workmesh_notifier_v1_WebhookRef__Output,
    _workmesh_notifier_v1_DeleteWebhookResponse__Output
  >;
  ListDeliveries: MethodDefinition<
    _workmesh_notifier_v1_ListDeliveriesRequest,
    _workmesh_notifier_v1_DeliveryPage,
    _workmesh_notifier_v1_ListDeliveriesRequest__Output,
    _workmesh_notifier_v1_DeliveryPage__Output
  >;
  ListWebhooks: MethodDefinition<
    _workmesh_notifier_v1_ListWebhooksRequest,
    _workmesh_notifier_v1_WebhookPage,
    _workmesh_notifier_v1_ListWebhooksRequest__Output,
    _workmesh_notifier_v1_WebhookPage__Output
  >;
  ReplayDelivery: MethodDefinition<
    _workmesh_notifier_v1_DeliveryRef,
    _workmesh_notifier_v1_Delivery,
    _workmesh_notifier_v1_DeliveryRef__Output,
    _workmesh_notifier_v1_Delivery__Output
  >;
}
