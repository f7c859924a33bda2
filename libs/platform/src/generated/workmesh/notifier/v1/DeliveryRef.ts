// Original file: proto/notifier.proto

import type { Long } from '@grpc/proto-loader';

export interface DeliveryRef {
  /**
   * the webhook
   */
  id?: number | string | Long;
  delivery_id?: number | string | Long;
  _id?: 'id';
  _delivery_id?: 'delivery_id';
}

export interface DeliveryRef__Output {
  /**
   * the webhook
   */
  id?: number;
  delivery_id?: number;
}
