// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ExpenseReceiptInfo {
  /**
   * as uploaded (its extension follows the bytes)
   */
  filename?: string;
  /**
   * image/png, image/jpeg or application/pdf, from the bytes
   */
  content_type?: string;
  /**
   * bytes
   */
  size?: number | string | Long;
}

export interface ExpenseReceiptInfo__Output {
  /**
   * as uploaded (its extension follows the bytes)
   */
  filename: string;
  /**
   * image/png, image/jpeg or application/pdf, from the bytes
   */
  content_type: string;
  /**
   * bytes
   */
  size: number;
}
