// Original file: proto/clients.proto

export interface ListClientsRequest {
  page?: number;
  per_page?: number;
  /**
   * on name or email
   */
  search?: string;
  _page?: 'page';
  _per_page?: 'per_page';
  _search?: 'search';
}

export interface ListClientsRequest__Output {
  page?: number;
  per_page?: number;
  /**
   * on name or email
   */
  search?: string;
}
