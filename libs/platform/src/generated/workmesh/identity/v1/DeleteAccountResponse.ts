// Original file: proto/identity.proto

export interface DeleteAccountResponse {
  message?: string;
}

export interface DeleteAccountResponse__Output {
  message: string;
}
