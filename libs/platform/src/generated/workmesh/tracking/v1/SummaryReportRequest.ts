// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Report filters are flat (they are query parameters). An entry counts in the report when
 * it starts in [from, to); members get their own entries only.
 */
export interface SummaryReportRequest {
  /**
   * ISO 8601 date or instant; a date is read in `timezone`
   */
  from?: string;
  /**
   * exclusive
   */
  to?: string;
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  client_id?: number | string | Long;
  task_id?: number | string | Long;
  billable?: boolean;
  /**
   * IANA; default the team's
   */
  timezone?: string;
  /**
   * ReportGrouping
   */
  group_by?: string;
  /**
   * ReportGrouping, or none
   */
  sub_group?: string;
  /**
   * "expenses": the expenses dated in the range too (issue 35)
   */
  include?: string;
  /**
   * entries (and expenses) carrying any of these tags (issue 36)
   */
  tag_ids?: (number | string | Long)[];
  /**
   * TagMatch: any (default) | all
   */
  tag_match?: string;
  _from?: 'from';
  _to?: 'to';
  _user_id?: 'user_id';
  _project_id?: 'project_id';
  _client_id?: 'client_id';
  _task_id?: 'task_id';
  _billable?: 'billable';
  _timezone?: 'timezone';
  _group_by?: 'group_by';
  _sub_group?: 'sub_group';
  _include?: 'include';
  _tag_match?: 'tag_match';
}

/**
 * Report filters are flat (they are query parameters). An entry counts in the report when
 * it starts in [from, to); members get their own entries only.
 */
export interface SummaryReportRequest__Output {
  /**
   * ISO 8601 date or instant; a date is read in `timezone`
   */
  from?: string;
  /**
   * exclusive
   */
  to?: string;
  user_id?: number;
  project_id?: number;
  client_id?: number;
  task_id?: number;
  billable?: boolean;
  /**
   * IANA; default the team's
   */
  timezone?: string;
  /**
   * ReportGrouping
   */
  group_by?: string;
  /**
   * ReportGrouping, or none
   */
  sub_group?: string;
  /**
   * "expenses": the expenses dated in the range too (issue 35)
   */
  include?: string;
  /**
   * entries (and expenses) carrying any of these tags (issue 36)
   */
  tag_ids: number[];
  /**
   * TagMatch: any (default) | all
   */
  tag_match?: string;
}
