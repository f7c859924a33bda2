// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The updateAssignee response: task id, name, project id, new assignee, update time.
 */
export interface AssigneeChange {
  task_id?: number | string | Long;
  task_name?: string;
  project_id?: number | string | Long;
  assignee?: number | string | Long;
  updated_at?: string;
  _assignee?: 'assignee';
}

/**
 * The updateAssignee response: task id, name, project id, new assignee, update time.
 */
export interface AssigneeChange__Output {
  task_id: number;
  task_name: string;
  project_id: number;
  assignee?: number;
  updated_at: string;
}
