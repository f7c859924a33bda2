// Original file: proto/tracking.proto

import type {
  ImportUpload as _workmesh_tracking_v1_ImportUpload,
  ImportUpload__Output as _workmesh_tracking_v1_ImportUpload__Output,
} from '../../../workmesh/tracking/v1/ImportUpload';
import type {
  ImportColumnMapping as _workmesh_tracking_v1_ImportColumnMapping,
  ImportColumnMapping__Output as _workmesh_tracking_v1_ImportColumnMapping__Output,
} from '../../../workmesh/tracking/v1/ImportColumnMapping';
import type {
  ImportUserMapping as _workmesh_tracking_v1_ImportUserMapping,
  ImportUserMapping__Output as _workmesh_tracking_v1_ImportUserMapping__Output,
} from '../../../workmesh/tracking/v1/ImportUserMapping';

export interface CreateImportRequest {
  /**
   * ImportSource (required)
   */
  source?: string;
  /**
   * required
   */
  file?: _workmesh_tracking_v1_ImportUpload | null;
  /**
   * default false: count and check, write nothing
   */
  dry_run?: boolean;
  /**
   * IANA; for sources exporting local times (default: team's)
   */
  timezone?: string;
  /**
   * source csv only (required there)
   */
  mapping?: _workmesh_tracking_v1_ImportColumnMapping | null;
  /**
   * overrides matching by email or name
   */
  user_map?: _workmesh_tracking_v1_ImportUserMapping[];
  /**
   * default true: unknown people are invited as members
   */
  invite?: boolean;
  _source?: 'source';
  _file?: 'file';
  _dry_run?: 'dry_run';
  _timezone?: 'timezone';
  _mapping?: 'mapping';
  _invite?: 'invite';
}

export interface CreateImportRequest__Output {
  /**
   * ImportSource (required)
   */
  source?: string;
  /**
   * required
   */
  file?: _workmesh_tracking_v1_ImportUpload__Output | null;
  /**
   * default false: count and check, write nothing
   */
  dry_run?: boolean;
  /**
   * IANA; for sources exporting local times (default: team's)
   */
  timezone?: string;
  /**
   * source csv only (required there)
   */
  mapping?: _workmesh_tracking_v1_ImportColumnMapping__Output | null;
  /**
   * overrides matching by email or name
   */
  user_map: _workmesh_tracking_v1_ImportUserMapping__Output[];
  /**
   * default true: unknown people are invited as members
   */
  invite?: boolean;
}
