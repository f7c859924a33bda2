// Original file: proto/identity.proto

export interface DeleteSessionRequest {
  id?: string;
  _id?: 'id';
}

export interface DeleteSessionRequest__Output {
  id?: string;
}
