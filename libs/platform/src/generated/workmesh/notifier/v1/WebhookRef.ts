// Original file: proto/notifier.proto

import type { Long } from '@grpc/proto-loader';

export interface WebhookRef {
  id?: number | string | Long;
  _id?: 'id';
}

export interface WebhookRef__Output {
  id?: number;
}
