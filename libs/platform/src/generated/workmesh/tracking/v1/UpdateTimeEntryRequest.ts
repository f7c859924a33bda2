// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateTimeEntryRequest {
  time_entry_id?: number | string | Long;
  project_id?: number | string | Long;
  start?: string;
  end?: string;
  /**
   * 0 clears it
   */
  task_id?: number | string | Long;
  description?: string;
  billable?: boolean;
  timezone?: string;
  /**
   * owners and managers: may pass the weekly limit
   */
  override_limit?: boolean;
  /**
   * replaces the entry's tags when replace_tag_ids is set
   */
  tag_ids?: (number | string | Long)[];
  /**
   * set by the gateway when the body names tag_ids
   */
  replace_tag_ids?: boolean;
  _time_entry_id?: 'time_entry_id';
  _project_id?: 'project_id';
  _start?: 'start';
  _end?: 'end';
  _task_id?: 'task_id';
  _description?: 'description';
  _billable?: 'billable';
  _timezone?: 'timezone';
  _override_limit?: 'override_limit';
}

export interface UpdateTimeEntryRequest__Output {
  time_entry_id?: number;
  project_id?: number;
  start?: string;
  end?: string;
  /**
   * 0 clears it
   */
  task_id?: number;
  description?: string;
  billable?: boolean;
  timezone?: string;
  /**
   * owners and managers: may pass the weekly limit
   */
  override_limit?: boolean;
  /**
   * replaces the entry's tags when replace_tag_ids is set
   */
  tag_ids: number[];
  /**
   * set by the gateway when the body names tag_ids
   */
  replace_tag_ids: boolean;
}
