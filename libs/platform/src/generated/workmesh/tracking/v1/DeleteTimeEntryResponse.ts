// Original file: proto/tracking.proto

export interface DeleteTimeEntryResponse {
  success?: string;
}

export interface DeleteTimeEntryResponse__Output {
  success: string;
}
