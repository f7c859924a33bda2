// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface Task {
  id?: number | string | Long;
  name?: string;
  description?: string;
  project_id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * null when unassigned
   */
  assignee?: number | string | Long;
  due_date?: string;
  /**
   * TaskStatus
   */
  status?: string;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  _description?: 'description';
  _assignee?: 'assignee';
  _due_date?: 'due_date';
}

export interface Task__Output {
  id: number;
  name: string;
  description?: string;
  project_id: number;
  team_id: number;
  /**
   * null when unassigned
   */
  assignee?: number;
  due_date?: string;
  /**
   * TaskStatus
   */
  status: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}
