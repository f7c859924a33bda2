// Original file: proto/tracking.proto

/**
 * The file as uploaded through the gateway (multipart part `file`).
 */
export interface ImportUpload {
  data?: Buffer | Uint8Array | string;
  filename?: string;
  content_type?: string;
}

/**
 * The file as uploaded through the gateway (multipart part `file`).
 */
export interface ImportUpload__Output {
  data: Buffer;
  filename: string;
  content_type: string;
}
