// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface DetailedReportRequest {
  from?: string;
  to?: string;
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  client_id?: number | string | Long;
  task_id?: number | string | Long;
  billable?: boolean;
  timezone?: string;
  page?: number;
  per_page?: number;
  /**
   * "expenses": the range's expenses, paged alike (issue 35)
   */
  include?: string;
  tag_ids?: (number | string | Long)[];
  tag_match?: string;
  _from?: 'from';
  _to?: 'to';
  _user_id?: 'user_id';
  _project_id?: 'project_id';
  _client_id?: 'client_id';
  _task_id?: 'task_id';
  _billable?: 'billable';
  _timezone?: 'timezone';
  _page?: 'page';
  _per_page?: 'per_page';
  _include?: 'include';
  _tag_match?: 'tag_match';
}

export interface DetailedReportRequest__Output {
  from?: string;
  to?: string;
  user_id?: number;
  project_id?: number;
  client_id?: number;
  task_id?: number;
  billable?: boolean;
  timezone?: string;
  page?: number;
  per_page?: number;
  /**
   * "expenses": the range's expenses, paged alike (issue 35)
   */
  include?: string;
  tag_ids: number[];
  tag_match?: string;
}
