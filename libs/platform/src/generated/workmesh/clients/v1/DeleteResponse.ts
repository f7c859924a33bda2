// Original file: proto/clients.proto

export interface DeleteResponse {
  success?: string;
}

export interface DeleteResponse__Output {
  success: string;
}
