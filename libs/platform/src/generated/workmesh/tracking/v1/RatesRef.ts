// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface RatesRef {
  /**
   * RateLevel
   */
  level?: string;
  /**
   * member, project_member
   */
  user_id?: number | string | Long;
  /**
   * client
   */
  client_id?: number | string | Long;
  /**
   * project, project_member
   */
  project_id?: number | string | Long;
  _level?: 'level';
  _user_id?: 'user_id';
  _client_id?: 'client_id';
  _project_id?: 'project_id';
}

export interface RatesRef__Output {
  /**
   * RateLevel
   */
  level?: string;
  /**
   * member, project_member
   */
  user_id?: number;
  /**
   * client
   */
  client_id?: number;
  /**
   * project, project_member
   */
  project_id?: number;
}
