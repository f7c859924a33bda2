// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface TagRef {
  tag_id?: number | string | Long;
  _tag_id?: 'tag_id';
}

export interface TagRef__Output {
  tag_id?: number;
}
