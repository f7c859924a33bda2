// Original file: proto/tracking.proto

import type {
  RateChange as _workmesh_tracking_v1_RateChange,
  RateChange__Output as _workmesh_tracking_v1_RateChange__Output,
} from '../../../workmesh/tracking/v1/RateChange';
import type {
  AppliedRates as _workmesh_tracking_v1_AppliedRates,
  AppliedRates__Output as _workmesh_tracking_v1_AppliedRates__Output,
} from '../../../workmesh/tracking/v1/AppliedRates';
import type { Long } from '@grpc/proto-loader';

export interface Rates {
  /**
   * RateLevel
   */
  level?: string;
  user_id?: number | string | Long;
  client_id?: number | string | Long;
  project_id?: number | string | Long;
  /**
   * bill rates' (the client's, or the team's)
   */
  currency?: string;
  /**
   * pay rates' (the team's)
   */
  pay_currency?: string;
  /**
   * set at this level and in force today; null when none
   */
  bill_rate?: number | string;
  bill_rate_effective_from?: string;
  pay_rate?: number | string;
  pay_rate_effective_from?: string;
  /**
   * newest effective_from first
   */
  history?: _workmesh_tracking_v1_RateChange[];
  applied?: _workmesh_tracking_v1_AppliedRates | null;
  /**
   * the team's date "today" and "in force" are read at
   */
  today?: string;
  _user_id?: 'user_id';
  _client_id?: 'client_id';
  _project_id?: 'project_id';
  _bill_rate?: 'bill_rate';
  _bill_rate_effective_from?: 'bill_rate_effective_from';
  _pay_rate?: 'pay_rate';
  _pay_rate_effective_from?: 'pay_rate_effective_from';
}

export interface Rates__Output {
  /**
   * RateLevel
   */
  level: string;
  user_id?: number;
  client_id?: number;
  project_id?: number;
  /**
   * bill rates' (the client's, or the team's)
   */
  currency: string;
  /**
   * pay rates' (the team's)
   */
  pay_currency: string;
  /**
   * set at this level and in force today; null when none
   */
  bill_rate?: number;
  bill_rate_effective_from?: string;
  pay_rate?: number;
  pay_rate_effective_from?: string;
  /**
   * newest effective_from first
   */
  history: _workmesh_tracking_v1_RateChange__Output[];
  applied: _workmesh_tracking_v1_AppliedRates__Output | null;
  /**
   * the team's date "today" and "in force" are read at
   */
  today: string;
}
