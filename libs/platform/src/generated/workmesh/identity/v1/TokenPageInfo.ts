// Original file: proto/identity.proto

export interface TokenPageInfo {
  page?: number;
  per_page?: number;
  total?: number;
}

export interface TokenPageInfo__Output {
  page: number;
  per_page: number;
  total: number;
}
