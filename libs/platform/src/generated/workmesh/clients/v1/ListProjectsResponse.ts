// Original file: proto/clients.proto

import type {
  Project as _workmesh_clients_v1_Project,
  Project__Output as _workmesh_clients_v1_Project__Output,
} from '../../../workmesh/clients/v1/Project';
import type {
  PageInfo as _workmesh_clients_v1_PageInfo,
  PageInfo__Output as _workmesh_clients_v1_PageInfo__Output,
} from '../../../workmesh/clients/v1/PageInfo';

export interface ListProjectsResponse {
  projects?: _workmesh_clients_v1_Project[];
  page_info?: _workmesh_clients_v1_PageInfo | null;
}

export interface ListProjectsResponse__Output {
  projects: _workmesh_clients_v1_Project__Output[];
  page_info: _workmesh_clients_v1_PageInfo__Output | null;
}
