// Original file: proto/identity.proto

export interface TokenRef {
  id?: string;
  _id?: 'id';
}

export interface TokenRef__Output {
  id?: string;
}
