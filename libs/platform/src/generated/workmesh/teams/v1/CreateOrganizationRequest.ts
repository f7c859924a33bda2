// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateOrganizationRequest {
  owner_user_id?: number | string | Long;
  name?: string;
  description?: string;
  request_key?: string;
  _name?: 'name';
  _description?: 'description';
}

export interface CreateOrganizationRequest__Output {
  owner_user_id: number;
  name?: string;
  description?: string;
  request_key: string;
}
