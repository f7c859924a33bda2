// Original file: proto/tracking.proto

import type {
  ImportRowError as _workmesh_tracking_v1_ImportRowError,
  ImportRowError__Output as _workmesh_tracking_v1_ImportRowError__Output,
} from '../../../workmesh/tracking/v1/ImportRowError';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface ListImportErrorsResponse {
  /**
   * by line
   */
  errors?: _workmesh_tracking_v1_ImportRowError[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface ListImportErrorsResponse__Output {
  /**
   * by line
   */
  errors: _workmesh_tracking_v1_ImportRowError__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
