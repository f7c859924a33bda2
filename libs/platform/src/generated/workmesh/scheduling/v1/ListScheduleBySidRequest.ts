// Original file: proto/scheduling.proto

export interface ListScheduleBySidRequest {
  sid?: string;
  page?: number;
  per_page?: number;
  _sid?: 'sid';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListScheduleBySidRequest__Output {
  sid?: string;
  page?: number;
  per_page?: number;
}
