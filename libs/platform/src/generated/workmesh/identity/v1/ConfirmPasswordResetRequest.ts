// Original file: proto/identity.proto

export interface ConfirmPasswordResetRequest {
  token?: string;
  password?: string;
  c_password?: string;
  _token?: 'token';
  _password?: 'password';
  _c_password?: 'c_password';
}

export interface ConfirmPasswordResetRequest__Output {
  token?: string;
  password?: string;
  c_password?: string;
}
