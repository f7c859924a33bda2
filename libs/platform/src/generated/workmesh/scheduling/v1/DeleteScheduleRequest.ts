// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteScheduleRequest {
  id?: number | string | Long;
  /**
   * DeleteScope
   */
  type?: string;
  /**
   * required for future
   */
  sid?: string;
  /**
   * required for future
   */
  member_id?: number | string | Long;
  _id?: 'id';
  _type?: 'type';
  _sid?: 'sid';
  _member_id?: 'member_id';
}

export interface DeleteScheduleRequest__Output {
  id?: number;
  /**
   * DeleteScope
   */
  type?: string;
  /**
   * required for future
   */
  sid?: string;
  /**
   * required for future
   */
  member_id?: number;
}
