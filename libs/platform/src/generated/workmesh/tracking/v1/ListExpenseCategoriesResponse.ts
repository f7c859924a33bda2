// Original file: proto/tracking.proto

import type {
  ExpenseCategory as _workmesh_tracking_v1_ExpenseCategory,
  ExpenseCategory__Output as _workmesh_tracking_v1_ExpenseCategory__Output,
} from '../../../workmesh/tracking/v1/ExpenseCategory';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';

export interface ListExpenseCategoriesResponse {
  /**
   * by name
   */
  categories?: _workmesh_tracking_v1_ExpenseCategory[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
}

export interface ListExpenseCategoriesResponse__Output {
  /**
   * by name
   */
  categories: _workmesh_tracking_v1_ExpenseCategory__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
}
