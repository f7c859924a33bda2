// Original file: proto/audit.proto

import type { Long } from '@grpc/proto-loader';

export interface ListRecordsRequest {
  /**
   * ISO 8601 instant, inclusive (occurred_at)
   */
  from?: string;
  /**
   * ISO 8601 instant, exclusive (occurred_at)
   */
  to?: string;
  /**
   * the actor's user id
   */
  actor?: number | string | Long;
  action?: string;
  object_type?: string;
  object_id?: string;
  /**
   * next_cursor of the previous page
   */
  cursor?: string;
  /**
   * 1..200, default 50
   */
  limit?: number;
  _from?: 'from';
  _to?: 'to';
  _actor?: 'actor';
  _action?: 'action';
  _object_type?: 'object_type';
  _object_id?: 'object_id';
  _cursor?: 'cursor';
  _limit?: 'limit';
}

export interface ListRecordsRequest__Output {
  /**
   * ISO 8601 instant, inclusive (occurred_at)
   */
  from?: string;
  /**
   * ISO 8601 instant, exclusive (occurred_at)
   */
  to?: string;
  /**
   * the actor's user id
   */
  actor?: number;
  action?: string;
  object_type?: string;
  object_id?: string;
  /**
   * next_cursor of the previous page
   */
  cursor?: string;
  /**
   * 1..200, default 50
   */
  limit?: number;
}
