// Original file: proto/clients.proto

import type {
  ClientFields as _workmesh_clients_v1_ClientFields,
  ClientFields__Output as _workmesh_clients_v1_ClientFields__Output,
} from '../../../workmesh/clients/v1/ClientFields';
import type {
  UploadedFile as _workmesh_clients_v1_UploadedFile,
  UploadedFile__Output as _workmesh_clients_v1_UploadedFile__Output,
} from '../../../workmesh/clients/v1/UploadedFile';

export interface CreateClientRequest {
  fields?: _workmesh_clients_v1_ClientFields | null;
  profile?: _workmesh_clients_v1_UploadedFile | null;
  _profile?: 'profile';
}

export interface CreateClientRequest__Output {
  fields: _workmesh_clients_v1_ClientFields__Output | null;
  profile?: _workmesh_clients_v1_UploadedFile__Output | null;
}
