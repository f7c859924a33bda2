// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Create and update share the fields; list fields accept arrays (the gateway also
 * turns comma-separated strings into arrays).
 */
export interface ProjectRequest {
  /**
   * update only
   */
  project_id?: number | string | Long;
  project?: string;
  key?: string;
  client_id?: number | string | Long;
  description?: string;
  team_id?: number | string | Long;
  project_manager?: (number | string | Long)[];
  qa_lead?: number | string | Long;
  users?: (number | string | Long)[];
  groups?: (number | string | Long)[];
  start_date?: string;
  due_date?: string;
  billable?: string;
  visible?: number;
  /**
   * Update only: replace the lists only when they were given.
   */
  replace_project_manager?: boolean;
  replace_users?: boolean;
  replace_groups?: boolean;
  _project_id?: 'project_id';
  _project?: 'project';
  _key?: 'key';
  _client_id?: 'client_id';
  _description?: 'description';
  _team_id?: 'team_id';
  _qa_lead?: 'qa_lead';
  _start_date?: 'start_date';
  _due_date?: 'due_date';
  _billable?: 'billable';
  _visible?: 'visible';
}

/**
 * Create and update share the fields; list fields accept arrays (the gateway also
 * turns comma-separated strings into arrays).
 */
export interface ProjectRequest__Output {
  /**
   * update only
   */
  project_id?: number;
  project?: string;
  key?: string;
  client_id?: number;
  description?: string;
  team_id?: number;
  project_manager: number[];
  qa_lead?: number;
  users: number[];
  groups: number[];
  start_date?: string;
  due_date?: string;
  billable?: string;
  visible?: number;
  /**
   * Update only: replace the lists only when they were given.
   */
  replace_project_manager: boolean;
  replace_users: boolean;
  replace_groups: boolean;
}
