// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface Tag {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * 1..100 code points, unique per team case-insensitively
   */
  name?: string;
  /**
   * kept on entries; not given to new ones
   */
  archived?: boolean;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
}

export interface Tag__Output {
  id: number;
  team_id: number;
  /**
   * 1..100 code points, unique per team case-insensitively
   */
  name: string;
  /**
   * kept on entries; not given to new ones
   */
  archived: boolean;
  created_by: number;
  created_at: string;
  updated_at: string;
}
