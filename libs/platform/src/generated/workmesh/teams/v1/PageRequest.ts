// Original file: proto/teams.proto

export interface PageRequest {
  /**
   * 1-based; default 1
   */
  page?: number;
  /**
   * default 20, at most 100
   */
  per_page?: number;
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface PageRequest__Output {
  /**
   * 1-based; default 1
   */
  page?: number;
  /**
   * default 20, at most 100
   */
  per_page?: number;
}
