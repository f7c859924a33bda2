// Original file: proto/tracking.proto

import type {
  CurrencyAmounts as _workmesh_tracking_v1_CurrencyAmounts,
  CurrencyAmounts__Output as _workmesh_tracking_v1_CurrencyAmounts__Output,
} from '../../../workmesh/tracking/v1/CurrencyAmounts';
import type { Long } from '@grpc/proto-loader';

export interface Totals {
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  /**
   * one per currency met, by code
   */
  amounts?: _workmesh_tracking_v1_CurrencyAmounts[];
}

export interface Totals__Output {
  seconds: number;
  billable_seconds: number;
  /**
   * one per currency met, by code
   */
  amounts: _workmesh_tracking_v1_CurrencyAmounts__Output[];
}
