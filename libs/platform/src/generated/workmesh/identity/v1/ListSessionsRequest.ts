// Original file: proto/identity.proto

export interface ListSessionsRequest {
  page?: number;
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListSessionsRequest__Output {
  page?: number;
  per_page?: number;
}
