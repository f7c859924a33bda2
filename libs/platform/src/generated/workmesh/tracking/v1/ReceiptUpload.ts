// Original file: proto/tracking.proto

/**
 * A receipt as uploaded through the gateway (multipart part `receipt`).
 */
export interface ReceiptUpload {
  data?: Buffer | Uint8Array | string;
  filename?: string;
  /**
   * the browser's claim: never trusted
   */
  content_type?: string;
}

/**
 * A receipt as uploaded through the gateway (multipart part `receipt`).
 */
export interface ReceiptUpload__Output {
  data: Buffer;
  filename: string;
  /**
   * the browser's claim: never trusted
   */
  content_type: string;
}
