// Original file: proto/notifier.proto

import type { Long } from '@grpc/proto-loader';

export interface ListDeliveriesRequest {
  /**
   * the webhook
   */
  id?: number | string | Long;
  /**
   * DeliveryStatus
   */
  status?: string;
  page?: number;
  per_page?: number;
  _id?: 'id';
  _status?: 'status';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListDeliveriesRequest__Output {
  /**
   * the webhook
   */
  id?: number;
  /**
   * DeliveryStatus
   */
  status?: string;
  page?: number;
  per_page?: number;
}
