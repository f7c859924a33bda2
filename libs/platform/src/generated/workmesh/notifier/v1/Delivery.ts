// Original file: proto/notifier.proto

import type {
  DeliveryAttempt as _workmesh_notifier_v1_DeliveryAttempt,
  DeliveryAttempt__Output as _workmesh_notifier_v1_DeliveryAttempt__Output,
} from '../../../workmesh/notifier/v1/DeliveryAttempt';
import type { Long } from '@grpc/proto-loader';

export interface Delivery {
  id?: number | string | Long;
  webhook_id?: number | string | Long;
  /**
   * the webhook-id header: the domain event's id
   */
  event_id?: string;
  event?: string;
  /**
   * DeliveryStatus
   */
  status?: string;
  attempts?: number;
  attempt_log?: _workmesh_notifier_v1_DeliveryAttempt[];
  next_attempt_at?: string;
  created_at?: string;
  updated_at?: string;
  _next_attempt_at?: 'next_attempt_at';
}

export interface Delivery__Output {
  id: number;
  webhook_id: number;
  /**
   * the webhook-id header: the domain event's id
   */
  event_id: string;
  event: string;
  /**
   * DeliveryStatus
   */
  status: string;
  attempts: number;
  attempt_log: _workmesh_notifier_v1_DeliveryAttempt__Output[];
  next_attempt_at?: string;
  created_at: string;
  updated_at: string;
}
