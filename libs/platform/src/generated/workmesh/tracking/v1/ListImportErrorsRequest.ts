// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ListImportErrorsRequest {
  import_id?: number | string | Long;
  page?: number;
  /**
   * the CSV asks for every error (per_page up to 100000)
   */
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListImportErrorsRequest__Output {
  import_id: number;
  page?: number;
  /**
   * the CSV asks for every error (per_page up to 100000)
   */
  per_page?: number;
}
