// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateTimeEntryRequest {
  project_id?: number | string | Long;
  start?: string;
  end?: string;
  task_id?: number | string | Long;
  description?: string;
  billable?: boolean;
  timezone?: string;
  /**
   * owners and managers: a member of the team
   */
  user_id?: number | string | Long;
  /**
   * owners and managers: may pass the weekly limit
   */
  override_limit?: boolean;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids?: (number | string | Long)[];
  _project_id?: 'project_id';
  _start?: 'start';
  _end?: 'end';
  _task_id?: 'task_id';
  _description?: 'description';
  _billable?: 'billable';
  _timezone?: 'timezone';
  _user_id?: 'user_id';
  _override_limit?: 'override_limit';
}

export interface CreateTimeEntryRequest__Output {
  project_id?: number;
  start?: string;
  end?: string;
  task_id?: number;
  description?: string;
  billable?: boolean;
  timezone?: string;
  /**
   * owners and managers: a member of the team
   */
  user_id?: number;
  /**
   * owners and managers: may pass the weekly limit
   */
  override_limit?: boolean;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids: number[];
}
