// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ListTimeEntriesRequest {
  /**
   * entries that end after `from` (ISO 8601)
   */
  from?: string;
  /**
   * entries that start before `to`
   */
  to?: string;
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  client_id?: number | string | Long;
  task_id?: number | string | Long;
  billable?: boolean;
  running?: boolean;
  page?: number;
  per_page?: number;
  /**
   * entries carrying any of these tags (tag_match all: every one)
   */
  tag_ids?: (number | string | Long)[];
  /**
   * TagMatch; default any
   */
  tag_match?: string;
  _from?: 'from';
  _to?: 'to';
  _user_id?: 'user_id';
  _project_id?: 'project_id';
  _client_id?: 'client_id';
  _task_id?: 'task_id';
  _billable?: 'billable';
  _running?: 'running';
  _page?: 'page';
  _per_page?: 'per_page';
  _tag_match?: 'tag_match';
}

export interface ListTimeEntriesRequest__Output {
  /**
   * entries that end after `from` (ISO 8601)
   */
  from?: string;
  /**
   * entries that start before `to`
   */
  to?: string;
  user_id?: number;
  project_id?: number;
  client_id?: number;
  task_id?: number;
  billable?: boolean;
  running?: boolean;
  page?: number;
  per_page?: number;
  /**
   * entries carrying any of these tags (tag_match all: every one)
   */
  tag_ids: number[];
  /**
   * TagMatch; default any
   */
  tag_match?: string;
}
