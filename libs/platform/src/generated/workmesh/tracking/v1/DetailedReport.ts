// Original file: proto/tracking.proto

import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from '../../../workmesh/tracking/v1/PageInfo';
import type {
  CurrencyAmounts as _workmesh_tracking_v1_CurrencyAmounts,
  CurrencyAmounts__Output as _workmesh_tracking_v1_CurrencyAmounts__Output,
} from '../../../workmesh/tracking/v1/CurrencyAmounts';
import type {
  Expense as _workmesh_tracking_v1_Expense,
  Expense__Output as _workmesh_tracking_v1_Expense__Output,
} from '../../../workmesh/tracking/v1/Expense';
import type {
  ExpenseTotal as _workmesh_tracking_v1_ExpenseTotal,
  ExpenseTotal__Output as _workmesh_tracking_v1_ExpenseTotal__Output,
} from '../../../workmesh/tracking/v1/ExpenseTotal';
import type {
  Tag as _workmesh_tracking_v1_Tag,
  Tag__Output as _workmesh_tracking_v1_Tag__Output,
} from '../../../workmesh/tracking/v1/Tag';
import type { Long } from '@grpc/proto-loader';

export interface DetailedReport {
  from?: string;
  to?: string;
  timezone?: string;
  time_entries?: _workmesh_tracking_v1_TimeEntry[];
  page_info?: _workmesh_tracking_v1_PageInfo | null;
  /**
   * money per currency, by code; never summed across
   */
  totals?: _workmesh_tracking_v1_CurrencyAmounts[];
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  /**
   * include=expenses: the page's expenses (same page, per_page)
   */
  expenses?: _workmesh_tracking_v1_Expense[];
  expense_page_info?: _workmesh_tracking_v1_PageInfo | null;
  expense_totals?: _workmesh_tracking_v1_ExpenseTotal[];
  /**
   * the tags the page's entries and expenses carry (current names)
   */
  tags?: _workmesh_tracking_v1_Tag[];
}

export interface DetailedReport__Output {
  from: string;
  to: string;
  timezone: string;
  time_entries: _workmesh_tracking_v1_TimeEntry__Output[];
  page_info: _workmesh_tracking_v1_PageInfo__Output | null;
  /**
   * money per currency, by code; never summed across
   */
  totals: _workmesh_tracking_v1_CurrencyAmounts__Output[];
  seconds: number;
  billable_seconds: number;
  /**
   * include=expenses: the page's expenses (same page, per_page)
   */
  expenses: _workmesh_tracking_v1_Expense__Output[];
  expense_page_info: _workmesh_tracking_v1_PageInfo__Output | null;
  expense_totals: _workmesh_tracking_v1_ExpenseTotal__Output[];
  /**
   * the tags the page's entries and expenses carry (current names)
   */
  tags: _workmesh_tracking_v1_Tag__Output[];
}
