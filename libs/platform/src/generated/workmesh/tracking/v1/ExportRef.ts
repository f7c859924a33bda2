// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ExportRef {
  export_id?: number | string | Long;
}

export interface ExportRef__Output {
  export_id: number;
}
