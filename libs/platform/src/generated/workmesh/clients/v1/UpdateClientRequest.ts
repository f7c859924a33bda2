// Original file: proto/clients.proto

import type {
  ClientFields as _workmesh_clients_v1_ClientFields,
  ClientFields__Output as _workmesh_clients_v1_ClientFields__Output,
} from '../../../workmesh/clients/v1/ClientFields';
import type {
  UploadedFile as _workmesh_clients_v1_UploadedFile,
  UploadedFile__Output as _workmesh_clients_v1_UploadedFile__Output,
} from '../../../workmesh/clients/v1/UploadedFile';
import type { Long } from '@grpc/proto-loader';

export interface UpdateClientRequest {
  client_id?: number | string | Long;
  fields?: _workmesh_clients_v1_ClientFields | null;
  profile?: _workmesh_clients_v1_UploadedFile | null;
  _client_id?: 'client_id';
  _profile?: 'profile';
}

export interface UpdateClientRequest__Output {
  client_id?: number;
  fields: _workmesh_clients_v1_ClientFields__Output | null;
  profile?: _workmesh_clients_v1_UploadedFile__Output | null;
}
