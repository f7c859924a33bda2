// Original file: proto/clients.proto

import type {
  ProjectClient as _workmesh_clients_v1_ProjectClient,
  ProjectClient__Output as _workmesh_clients_v1_ProjectClient__Output,
} from '../../../workmesh/clients/v1/ProjectClient';
import type { Long } from '@grpc/proto-loader';

/**
 * The Project record of the spec (top level in the create response).
 */
export interface Project {
  id?: number | string | Long;
  project?: string;
  key?: string;
  project_description?: string;
  team_id?: number | string | Long;
  client?: _workmesh_clients_v1_ProjectClient | null;
  project_manager?: (number | string | Long)[];
  qa_lead?: number | string | Long;
  users?: string[];
  groups?: (number | string | Long)[];
  watcher?: string[];
  starting_date?: string;
  due_date?: string;
  isBillable?: boolean;
  billable?: string;
  visible?: number;
  visiblity?: number;
  task?: (number | string | Long)[];
  completed?: number;
  user_id?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  _starting_date?: 'starting_date';
  _due_date?: 'due_date';
}

/**
 * The Project record of the spec (top level in the create response).
 */
export interface Project__Output {
  id: number;
  project: string;
  key: string;
  project_description: string;
  team_id: number;
  client: _workmesh_clients_v1_ProjectClient__Output | null;
  project_manager: number[];
  qa_lead: number;
  users: string[];
  groups: number[];
  watcher: string[];
  starting_date?: string;
  due_date?: string;
  isBillable: boolean;
  billable: string;
  visible: number;
  visiblity: number;
  task: number[];
  completed: number;
  user_id: number;
  created_at: string;
  updated_at: string;
}
