// Original file: proto/tracking.proto

export interface ListTagsRequest {
  include_archived?: boolean;
  /**
   * names containing it, case-insensitively
   */
  search?: string;
  page?: number;
  per_page?: number;
  _include_archived?: 'include_archived';
  _search?: 'search';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListTagsRequest__Output {
  include_archived?: boolean;
  /**
   * names containing it, case-insensitively
   */
  search?: string;
  page?: number;
  per_page?: number;
}
