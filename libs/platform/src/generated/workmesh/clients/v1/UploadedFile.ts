// Original file: proto/clients.proto

/**
 * The uploaded logo, as the gateway received it from a multipart form.
 */
export interface UploadedFile {
  data?: Buffer | Uint8Array | string;
  filename?: string;
  content_type?: string;
}

/**
 * The uploaded logo, as the gateway received it from a multipart form.
 */
export interface UploadedFile__Output {
  data: Buffer;
  filename: string;
  content_type: string;
}
