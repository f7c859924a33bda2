// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateTaskRequest {
  task_id?: number | string | Long;
  name?: string;
  description?: string;
  due_date?: string;
  /**
   * TaskStatus
   */
  status?: string;
  _task_id?: 'task_id';
  _name?: 'name';
  _description?: 'description';
  _due_date?: 'due_date';
  _status?: 'status';
}

export interface UpdateTaskRequest__Output {
  task_id?: number;
  name?: string;
  description?: string;
  due_date?: string;
  /**
   * TaskStatus
   */
  status?: string;
}
