// Original file: proto/clients.proto

import type {
  Client as _workmesh_clients_v1_Client,
  Client__Output as _workmesh_clients_v1_Client__Output,
} from '../../../workmesh/clients/v1/Client';
import type {
  PageInfo as _workmesh_clients_v1_PageInfo,
  PageInfo__Output as _workmesh_clients_v1_PageInfo__Output,
} from '../../../workmesh/clients/v1/PageInfo';

export interface ListClientsResponse {
  clients?: _workmesh_clients_v1_Client[];
  page_info?: _workmesh_clients_v1_PageInfo | null;
}

export interface ListClientsResponse__Output {
  clients: _workmesh_clients_v1_Client__Output[];
  page_info: _workmesh_clients_v1_PageInfo__Output | null;
}
