// Original file: proto/identity.proto

export interface FindUserByEmailRequest {
  email?: string;
  _email?: 'email';
}

export interface FindUserByEmailRequest__Output {
  email?: string;
}
