// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectRef {
  project_id?: number | string | Long;
  _project_id?: 'project_id';
}

export interface ProjectRef__Output {
  project_id?: number;
}
