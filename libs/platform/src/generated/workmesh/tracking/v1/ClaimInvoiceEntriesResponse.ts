// Original file: proto/tracking.proto

import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';

export interface ClaimInvoiceEntriesResponse {
  /**
   * oldest start first
   */
  time_entries?: _workmesh_tracking_v1_TimeEntry[];
}

export interface ClaimInvoiceEntriesResponse__Output {
  /**
   * oldest start first
   */
  time_entries: _workmesh_tracking_v1_TimeEntry__Output[];
}
