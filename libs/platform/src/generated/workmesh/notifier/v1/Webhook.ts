// Original file: proto/notifier.proto

import type { Long } from '@grpc/proto-loader';

export interface Webhook {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * platform's WEBHOOK_EVENTS
   */
  event?: string;
  target_url?: string;
  /**
   * false once the receiver answered 410 Gone
   */
  active?: boolean;
  disabled_reason?: string;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  _disabled_reason?: 'disabled_reason';
}

export interface Webhook__Output {
  id: number;
  team_id: number;
  /**
   * platform's WEBHOOK_EVENTS
   */
  event: string;
  target_url: string;
  /**
   * false once the receiver answered 410 Gone
   */
  active: boolean;
  disabled_reason?: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}
