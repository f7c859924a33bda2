// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ImportRef {
  import_id?: number | string | Long;
}

export interface ImportRef__Output {
  import_id: number;
}
