// Original file: proto/portability.proto

export interface ListExportKindsResponse {
  kinds?: string[];
}

export interface ListExportKindsResponse__Output {
  kinds: string[];
}
