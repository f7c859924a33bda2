// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface MemberCalendarsRequest {
  team_id?: number | string | Long;
  user_ids?: (number | string | Long)[];
  /**
   * YYYY-MM-DD inclusive
   */
  from?: string;
  /**
   * YYYY-MM-DD inclusive
   */
  to?: string;
}

export interface MemberCalendarsRequest__Output {
  team_id: number;
  user_ids: number[];
  /**
   * YYYY-MM-DD inclusive
   */
  from: string;
  /**
   * YYYY-MM-DD inclusive
   */
  to: string;
}
