// Original file: proto/scheduling.proto

export interface DeleteTimeOffResponse {
  success?: string;
}

export interface DeleteTimeOffResponse__Output {
  success: string;
}
