// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectClient {
  id?: number | string | Long;
  name?: string;
  profile?: string;
}

export interface ProjectClient__Output {
  id: number;
  name: string;
  profile: string;
}
