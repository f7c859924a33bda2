// Original file: proto/tracking.proto

import type {
  Rates as _workmesh_tracking_v1_Rates,
  Rates__Output as _workmesh_tracking_v1_Rates__Output,
} from '../../../workmesh/tracking/v1/Rates';
import type {
  Repricing as _workmesh_tracking_v1_Repricing,
  Repricing__Output as _workmesh_tracking_v1_Repricing__Output,
} from '../../../workmesh/tracking/v1/Repricing';

export interface RatesUpdate {
  /**
   * as they are (dry_run: as they would be)
   */
  rates?: _workmesh_tracking_v1_Rates | null;
  /**
   * when apply_from is given
   */
  repricing?: _workmesh_tracking_v1_Repricing | null;
  dry_run?: boolean;
  _repricing?: 'repricing';
}

export interface RatesUpdate__Output {
  /**
   * as they are (dry_run: as they would be)
   */
  rates: _workmesh_tracking_v1_Rates__Output | null;
  /**
   * when apply_from is given
   */
  repricing?: _workmesh_tracking_v1_Repricing__Output | null;
  dry_run: boolean;
}
