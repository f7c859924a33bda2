// Original file: proto/tracking.proto

import type {
  CurrencyAmounts as _workmesh_tracking_v1_CurrencyAmounts,
  CurrencyAmounts__Output as _workmesh_tracking_v1_CurrencyAmounts__Output,
} from '../../../workmesh/tracking/v1/CurrencyAmounts';

/**
 * What repricing from apply_from changes (dry_run) or changed: entries and the change of
 * their amounts per currency (negative when they fall).
 */
export interface Repricing {
  apply_from?: string;
  entries?: number;
  changes?: _workmesh_tracking_v1_CurrencyAmounts[];
}

/**
 * What repricing from apply_from changes (dry_run) or changed: entries and the change of
 * their amounts per currency (negative when they fall).
 */
export interface Repricing__Output {
  apply_from: string;
  entries: number;
  changes: _workmesh_tracking_v1_CurrencyAmounts__Output[];
}
