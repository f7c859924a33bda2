// Original file: proto/identity.proto

export interface LoginRequest {
  email?: string;
  password?: string;
  _email?: 'email';
  _password?: 'password';
}

export interface LoginRequest__Output {
  email?: string;
  password?: string;
}
