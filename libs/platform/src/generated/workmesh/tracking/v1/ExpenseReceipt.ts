// Original file: proto/tracking.proto

export interface ExpenseReceipt {
  content?: Buffer | Uint8Array | string;
  filename?: string;
  content_type?: string;
}

export interface ExpenseReceipt__Output {
  content: Buffer;
  filename: string;
  content_type: string;
}
