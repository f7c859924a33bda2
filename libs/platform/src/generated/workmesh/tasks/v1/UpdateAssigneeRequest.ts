// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateAssigneeRequest {
  task_id?: number | string | Long;
  /**
   * The new assignee; with `unassign` false and no assignee the request is invalid
   * (the HTTP body must carry the key: an integer, or null to unassign).
   */
  assignee?: number | string | Long;
  unassign?: boolean;
  comment?: string;
  _task_id?: 'task_id';
  _assignee?: 'assignee';
  _comment?: 'comment';
}

export interface UpdateAssigneeRequest__Output {
  task_id?: number;
  /**
   * The new assignee; with `unassign` false and no assignee the request is invalid
   * (the HTTP body must carry the key: an integer, or null to unassign).
   */
  assignee?: number;
  unassign: boolean;
  comment?: string;
}
