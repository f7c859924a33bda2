// Original file: proto/tracking.proto

import type {
  ImportJob as _workmesh_tracking_v1_ImportJob,
  ImportJob__Output as _workmesh_tracking_v1_ImportJob__Output,
} from '../../../workmesh/tracking/v1/ImportJob';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface ListImportsResponse {
  imports?: _workmesh_tracking_v1_ImportJob[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface ListImportsResponse__Output {
  imports: _workmesh_tracking_v1_ImportJob__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
