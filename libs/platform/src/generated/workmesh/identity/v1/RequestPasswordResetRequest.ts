// Original file: proto/identity.proto

export interface RequestPasswordResetRequest {
  email?: string;
  _email?: 'email';
}

export interface RequestPasswordResetRequest__Output {
  email?: string;
}
