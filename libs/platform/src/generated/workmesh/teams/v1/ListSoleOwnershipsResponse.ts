// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface ListSoleOwnershipsResponse {
  /**
   * ascending
   */
  team_ids?: (number | string | Long)[];
  /**
   * the same teams' names, in the same order
   */
  team_names?: string[];
}

export interface ListSoleOwnershipsResponse__Output {
  /**
   * ascending
   */
  team_ids: number[];
  /**
   * the same teams' names, in the same order
   */
  team_names: string[];
}
