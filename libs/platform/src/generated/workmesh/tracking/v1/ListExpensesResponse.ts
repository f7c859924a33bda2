// Original file: proto/tracking.proto

import type {
  Expense as _workmesh_tracking_v1_Expense,
  Expense__Output as _workmesh_tracking_v1_Expense__Output,
} from '../../../workmesh/tracking/v1/Expense';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';
import type {
  ExpenseTotal as _workmesh_tracking_v1_ExpenseTotal,
  ExpenseTotal__Output as _workmesh_tracking_v1_ExpenseTotal__Output,
} from '../../../workmesh/tracking/v1/ExpenseTotal';
import type {
  Tag as _workmesh_tracking_v1_Tag,
  Tag__Output as _workmesh_tracking_v1_Tag__Output,
} from '../../../workmesh/tracking/v1/Tag';

export interface ListExpensesResponse {
  /**
   * newest date first, then newest id
   */
  expenses?: _workmesh_tracking_v1_Expense[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
  /**
   * of every expense the filters match, per currency
   */
  totals?: _workmesh_tracking_v1_ExpenseTotal[];
  /**
   * the tags the page's expenses carry (current names)
   */
  tags?: _workmesh_tracking_v1_Tag[];
}

export interface ListExpensesResponse__Output {
  /**
   * newest date first, then newest id
   */
  expenses: _workmesh_tracking_v1_Expense__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
  /**
   * of every expense the filters match, per currency
   */
  totals: _workmesh_tracking_v1_ExpenseTotal__Output[];
  /**
   * the tags the page's expenses carry (current names)
   */
  tags: _workmesh_tracking_v1_Tag__Output[];
}
