// Original file: proto/tracking.proto

import type {
  TagFields as _workmesh_tracking_v1_TagFields,
  TagFields__Output as _workmesh_tracking_v1_TagFields__Output,
} from '../../../workmesh/tracking/v1/TagFields';
import type { Long } from '@grpc/proto-loader';

export interface UpdateTagRequest {
  tag_id?: number | string | Long;
  fields?: _workmesh_tracking_v1_TagFields | null;
  _tag_id?: 'tag_id';
}

export interface UpdateTagRequest__Output {
  tag_id?: number;
  fields: _workmesh_tracking_v1_TagFields__Output | null;
}
