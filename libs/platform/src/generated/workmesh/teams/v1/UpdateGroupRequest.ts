// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateGroupRequest {
  team_id?: number | string | Long;
  group_id?: number | string | Long;
  name?: string;
  description?: string;
  /**
   * Replace the lists only when the flag says they were given (an empty list is a valid value).
   */
  member_ids?: (number | string | Long)[];
  manager_ids?: (number | string | Long)[];
  replace_members?: boolean;
  replace_managers?: boolean;
  _team_id?: 'team_id';
  _group_id?: 'group_id';
  _name?: 'name';
  _description?: 'description';
}

export interface UpdateGroupRequest__Output {
  team_id?: number;
  group_id?: number;
  name?: string;
  description?: string;
  /**
   * Replace the lists only when the flag says they were given (an empty list is a valid value).
   */
  member_ids: number[];
  manager_ids: number[];
  replace_members: boolean;
  replace_managers: boolean;
}
