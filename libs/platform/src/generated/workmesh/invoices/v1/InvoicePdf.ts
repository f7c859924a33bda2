// Original file: proto/invoices.proto

export interface InvoicePdf {
  content?: Buffer | Uint8Array | string;
  /**
   * <number>.pdf
   */
  filename?: string;
}

export interface InvoicePdf__Output {
  content: Buffer;
  /**
   * <number>.pdf
   */
  filename: string;
}
