// Original file: proto/identity.proto

export interface PageInfo {
  page?: number;
  per_page?: number;
  total?: number;
}

export interface PageInfo__Output {
  page: number;
  per_page: number;
  total: number;
}
