// Original file: proto/notifier.proto

import type { Long } from '@grpc/proto-loader';

export interface Webhook {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * a kind of platform's WEBHOOK_EVENTS: new_client | new_schedule | new_time_entry | timer_started | timer_stopped | timesheet_approved | budget_alert
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
   * a kind of platform's WEBHOOK_EVENTS: new_client | new_schedule | new_time_entry | timer_started | timer_stopped | timesheet_approved | budget_alert
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
