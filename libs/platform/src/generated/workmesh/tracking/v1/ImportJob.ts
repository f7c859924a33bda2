// Original file: proto/tracking.proto

import type {
  ImportCreatedRecords as _workmesh_tracking_v1_ImportCreatedRecords,
  ImportCreatedRecords__Output as _workmesh_tracking_v1_ImportCreatedRecords__Output,
} from '../../../workmesh/tracking/v1/ImportCreatedRecords';
import type { Long } from '@grpc/proto-loader';

export interface ImportJob {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * ImportSource
   */
  source?: string;
  /**
   * JobStatus
   */
  status?: string;
  dry_run?: boolean;
  filename?: string;
  timezone?: string;
  /**
   * data rows read so far (the header not counted)
   */
  rows_read?: number;
  /**
   * entries written (a dry run: that would be written)
   */
  created?: number;
  /**
   * rows whose entry an earlier import already wrote
   */
  matched?: number;
  /**
   * rows that are not entries (totals, running timers, blank)
   */
  skipped?: number;
  /**
   * rows refused: see the errors
   */
  errored?: number;
  /**
   * 0..100, by bytes read of the file
   */
  progress?: number;
  records?: _workmesh_tracking_v1_ImportCreatedRecords | null;
  /**
   * status failed: why, for a person (e.g. a missing column)
   */
  failure?: string;
  created_by?: number | string | Long;
  created_at?: string;
  started_at?: string;
  finished_at?: string;
  _failure?: 'failure';
  _started_at?: 'started_at';
  _finished_at?: 'finished_at';
}

export interface ImportJob__Output {
  id: number;
  team_id: number;
  /**
   * ImportSource
   */
  source: string;
  /**
   * JobStatus
   */
  status: string;
  dry_run: boolean;
  filename: string;
  timezone: string;
  /**
   * data rows read so far (the header not counted)
   */
  rows_read: number;
  /**
   * entries written (a dry run: that would be written)
   */
  created: number;
  /**
   * rows whose entry an earlier import already wrote
   */
  matched: number;
  /**
   * rows that are not entries (totals, running timers, blank)
   */
  skipped: number;
  /**
   * rows refused: see the errors
   */
  errored: number;
  /**
   * 0..100, by bytes read of the file
   */
  progress: number;
  records: _workmesh_tracking_v1_ImportCreatedRecords__Output | null;
  /**
   * status failed: why, for a person (e.g. a missing column)
   */
  failure?: string;
  created_by: number;
  created_at: string;
  started_at?: string;
  finished_at?: string;
}
