// Original file: proto/tracking.proto

import type {
  Tag as _workmesh_tracking_v1_Tag,
  Tag__Output as _workmesh_tracking_v1_Tag__Output,
} from '../../../workmesh/tracking/v1/Tag';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface ListTagsResponse {
  /**
   * by name
   */
  tags?: _workmesh_tracking_v1_Tag[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface ListTagsResponse__Output {
  /**
   * by name
   */
  tags: _workmesh_tracking_v1_Tag__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
