// Original file: proto/tracking.proto

import type {
  ExportPart as _workmesh_tracking_v1_ExportPart,
  ExportPart__Output as _workmesh_tracking_v1_ExportPart__Output,
} from '../../../workmesh/tracking/v1/ExportPart';
import type { Long } from '@grpc/proto-loader';

export interface ExportJob {
  id?: number | string | Long;
  /**
   * 0: a person's own export (across their teams)
   */
  team_id?: number | string | Long;
  /**
   * a person's own export: whose; 0 for a team's
   */
  user_id?: number | string | Long;
  /**
   * JobStatus
   */
  status?: string;
  parts?: _workmesh_tracking_v1_ExportPart[];
  /**
   * bytes of the zip once done
   */
  size?: number | string | Long;
  /**
   * done: a link to the zip that works until expires_at
   */
  download_url?: string;
  expires_at?: string;
  failure?: string;
  created_by?: number | string | Long;
  created_at?: string;
  started_at?: string;
  finished_at?: string;
  _download_url?: 'download_url';
  _expires_at?: 'expires_at';
  _failure?: 'failure';
  _started_at?: 'started_at';
  _finished_at?: 'finished_at';
}

export interface ExportJob__Output {
  id: number;
  /**
   * 0: a person's own export (across their teams)
   */
  team_id: number;
  /**
   * a person's own export: whose; 0 for a team's
   */
  user_id: number;
  /**
   * JobStatus
   */
  status: string;
  parts: _workmesh_tracking_v1_ExportPart__Output[];
  /**
   * bytes of the zip once done
   */
  size: number;
  /**
   * done: a link to the zip that works until expires_at
   */
  download_url?: string;
  expires_at?: string;
  failure?: string;
  created_by: number;
  created_at: string;
  started_at?: string;
  finished_at?: string;
}
