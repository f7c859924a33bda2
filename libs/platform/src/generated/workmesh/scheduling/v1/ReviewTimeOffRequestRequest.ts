// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface ReviewTimeOffRequestRequest {
  request_id?: number | string | Long;
  /**
   * up to 5,000 code points; mailed to the member
   */
  comment?: string;
  _request_id?: 'request_id';
  _comment?: 'comment';
}

export interface ReviewTimeOffRequestRequest__Output {
  request_id?: number;
  /**
   * up to 5,000 code points; mailed to the member
   */
  comment?: string;
}
