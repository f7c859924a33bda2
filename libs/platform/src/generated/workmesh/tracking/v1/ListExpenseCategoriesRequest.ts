// Original file: proto/tracking.proto

export interface ListExpenseCategoriesRequest {
  include_archived?: boolean;
  page?: number;
  per_page?: number;
  _include_archived?: 'include_archived';
  _page?: 'page';
  _per_page?: 'per_page';
}

export interface ListExpenseCategoriesRequest__Output {
  include_archived?: boolean;
  page?: number;
  per_page?: number;
}
