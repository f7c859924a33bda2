// Original file: proto/tracking.proto

import type {
  Expense as _workmesh_tracking_v1_Expense,
  Expense__Output as _workmesh_tracking_v1_Expense__Output,
} from '../../../workmesh/tracking/v1/Expense';

export interface ClaimInvoiceExpensesResponse {
  /**
   * oldest date first, then id
   */
  expenses?: _workmesh_tracking_v1_Expense[];
}

export interface ClaimInvoiceExpensesResponse__Output {
  /**
   * oldest date first, then id
   */
  expenses: _workmesh_tracking_v1_Expense__Output[];
}
