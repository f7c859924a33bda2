// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateRatesRequest {
  level?: string;
  user_id?: number | string | Long;
  client_id?: number | string | Long;
  project_id?: number | string | Long;
  bill_rate?: number | string;
  /**
   * team and member levels only
   */
  pay_rate?: number | string;
  /**
   * YYYY-MM-DD, required
   */
  effective_from?: string;
  /**
   * YYYY-MM-DD on or after effective_from
   */
  apply_from?: string;
  dry_run?: boolean;
  _level?: 'level';
  _user_id?: 'user_id';
  _client_id?: 'client_id';
  _project_id?: 'project_id';
  _bill_rate?: 'bill_rate';
  _pay_rate?: 'pay_rate';
  _effective_from?: 'effective_from';
  _apply_from?: 'apply_from';
  _dry_run?: 'dry_run';
}

export interface UpdateRatesRequest__Output {
  level?: string;
  user_id?: number;
  client_id?: number;
  project_id?: number;
  bill_rate?: number;
  /**
   * team and member levels only
   */
  pay_rate?: number;
  /**
   * YYYY-MM-DD, required
   */
  effective_from?: string;
  /**
   * YYYY-MM-DD on or after effective_from
   */
  apply_from?: string;
  dry_run?: boolean;
}
