// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface Group {
  id?: number | string | Long;
  team_id?: number | string | Long;
  name?: string;
  description?: string;
  member_ids?: (number | string | Long)[];
  manager_ids?: (number | string | Long)[];
  created_at?: string;
  updated_at?: string;
  _description?: 'description';
}

export interface Group__Output {
  id: number;
  team_id: number;
  name: string;
  description?: string;
  member_ids: number[];
  manager_ids: number[];
  created_at: string;
  updated_at: string;
}
