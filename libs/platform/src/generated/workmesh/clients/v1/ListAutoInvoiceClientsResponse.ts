// Original file: proto/clients.proto

import type {
  Client as _workmesh_clients_v1_Client,
  Client__Output as _workmesh_clients_v1_Client__Output,
} from '../../../workmesh/clients/v1/Client';

export interface ListAutoInvoiceClientsResponse {
  clients?: _workmesh_clients_v1_Client[];
}

export interface ListAutoInvoiceClientsResponse__Output {
  clients: _workmesh_clients_v1_Client__Output[];
}
