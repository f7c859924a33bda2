// Original file: proto/identity.proto

export interface DeleteTokenResponse {
  success?: boolean;
  msg?: string;
}

export interface DeleteTokenResponse__Output {
  success: boolean;
  msg: string;
}
