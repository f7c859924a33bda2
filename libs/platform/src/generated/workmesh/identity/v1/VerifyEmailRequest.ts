// Original file: proto/identity.proto

export interface VerifyEmailRequest {
  token?: string;
  _token?: 'token';
}

export interface VerifyEmailRequest__Output {
  token?: string;
}
