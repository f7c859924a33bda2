// Original file: proto/identity.proto

export interface ResolveTokenRequest {
  token?: string;
}

export interface ResolveTokenRequest__Output {
  token: string;
}
