// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface Team {
  id?: number | string | Long;
  name?: string;
  description?: string;
  created_at?: string;
  owner_user_id?: number | string | Long;
  /**
   * the caller's role in it, where a caller is known
   */
  role?: string;
  _description?: 'description';
}

export interface Team__Output {
  id: number;
  name: string;
  description?: string;
  created_at: string;
  owner_user_id: number;
  /**
   * the caller's role in it, where a caller is known
   */
  role: string;
}
