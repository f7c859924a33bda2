// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ListExpensesRequest {
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  client_id?: number | string | Long;
  category_id?: number | string | Long;
  /**
   * YYYY-MM-DD, inclusive
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  billable?: boolean;
  invoiced?: boolean;
  page?: number;
  per_page?: number;
  tag_ids?: (number | string | Long)[];
  /**
   * TagMatch
   */
  tag_match?: string;
  _user_id?: 'user_id';
  _project_id?: 'project_id';
  _client_id?: 'client_id';
  _category_id?: 'category_id';
  _from?: 'from';
  _to?: 'to';
  _billable?: 'billable';
  _invoiced?: 'invoiced';
  _page?: 'page';
  _per_page?: 'per_page';
  _tag_match?: 'tag_match';
}

export interface ListExpensesRequest__Output {
  user_id?: number;
  project_id?: number;
  client_id?: number;
  category_id?: number;
  /**
   * YYYY-MM-DD, inclusive
   */
  from?: string;
  /**
   * YYYY-MM-DD, inclusive
   */
  to?: string;
  billable?: boolean;
  invoiced?: boolean;
  page?: number;
  per_page?: number;
  tag_ids: number[];
  /**
   * TagMatch
   */
  tag_match?: string;
}
