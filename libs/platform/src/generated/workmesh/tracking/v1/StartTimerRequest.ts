// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface StartTimerRequest {
  project_id?: number | string | Long;
  task_id?: number | string | Long;
  description?: string;
  billable?: boolean;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids?: (number | string | Long)[];
  _project_id?: 'project_id';
  _task_id?: 'task_id';
  _description?: 'description';
  _billable?: 'billable';
}

export interface StartTimerRequest__Output {
  project_id?: number;
  task_id?: number;
  description?: string;
  billable?: boolean;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids: number[];
}
