// Original file: proto/tracking.proto

export interface ReleaseInvoiceEntriesResponse {
  released?: number;
}

export interface ReleaseInvoiceEntriesResponse__Output {
  released: number;
}
