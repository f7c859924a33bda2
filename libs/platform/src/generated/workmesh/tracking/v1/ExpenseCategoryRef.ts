// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface ExpenseCategoryRef {
  category_id?: number | string | Long;
  _category_id?: 'category_id';
}

export interface ExpenseCategoryRef__Output {
  category_id?: number;
}
