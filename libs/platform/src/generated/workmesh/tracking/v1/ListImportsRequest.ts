// Original file: proto/tracking.proto

export interface ListImportsRequest {
  page?: number;
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListImportsRequest__Output {
  page?: number;
  per_page?: number;
}
