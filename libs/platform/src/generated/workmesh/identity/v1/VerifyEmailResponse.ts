// Original file: proto/identity.proto

export interface VerifyEmailResponse {
  success?: boolean;
  msg?: string;
  email_verified_at?: string;
}

export interface VerifyEmailResponse__Output {
  success: boolean;
  msg: string;
  email_verified_at: string;
}
