// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateTaskRequest {
  project_id?: number | string | Long;
  name?: string;
  description?: string;
  assignee?: number | string | Long;
  due_date?: string;
  _project_id?: 'project_id';
  _name?: 'name';
  _description?: 'description';
  _assignee?: 'assignee';
  _due_date?: 'due_date';
}

export interface CreateTaskRequest__Output {
  project_id?: number;
  name?: string;
  description?: string;
  assignee?: number;
  due_date?: string;
}
