// Original file: proto/tracking.proto

import type {
  ExpenseCategoryFields as _workmesh_tracking_v1_ExpenseCategoryFields,
  ExpenseCategoryFields__Output as _workmesh_tracking_v1_ExpenseCategoryFields__Output,
} from '../../../workmesh/tracking/v1/ExpenseCategoryFields';
import type { Long } from '@grpc/proto-loader';

export interface UpdateExpenseCategoryRequest {
  category_id?: number | string | Long;
  fields?: _workmesh_tracking_v1_ExpenseCategoryFields | null;
  _category_id?: 'category_id';
}

export interface UpdateExpenseCategoryRequest__Output {
  category_id?: number;
  fields: _workmesh_tracking_v1_ExpenseCategoryFields__Output | null;
}
