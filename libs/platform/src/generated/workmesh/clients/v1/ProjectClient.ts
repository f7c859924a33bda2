// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectClient {
  id?: number | string | Long;
  name?: string;
  profile?: string;
  /**
   * the client's (issue 34)
   */
  currency?: string;
}

export interface ProjectClient__Output {
  id: number;
  name: string;
  profile: string;
  /**
   * the client's (issue 34)
   */
  currency: string;
}
