// Original file: proto/identity.proto

export interface ConfirmPasswordResetResponse {
  success?: boolean;
  msg?: string;
}

export interface ConfirmPasswordResetResponse__Output {
  success: boolean;
  msg: string;
}
