// Original file: proto/identity.proto

export interface RequestPasswordResetResponse {
  success?: boolean;
  msg?: string;
}

export interface RequestPasswordResetResponse__Output {
  success: boolean;
  msg: string;
}
