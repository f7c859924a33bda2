// Original file: proto/tracking.proto

import type {
  ReportGroup as _workmesh_tracking_v1_ReportGroup,
  ReportGroup__Output as _workmesh_tracking_v1_ReportGroup__Output,
} from '../../../workmesh/tracking/v1/ReportGroup';
import type {
  CurrencyAmounts as _workmesh_tracking_v1_CurrencyAmounts,
  CurrencyAmounts__Output as _workmesh_tracking_v1_CurrencyAmounts__Output,
} from '../../../workmesh/tracking/v1/CurrencyAmounts';
import type {
  ExpenseTotal as _workmesh_tracking_v1_ExpenseTotal,
  ExpenseTotal__Output as _workmesh_tracking_v1_ExpenseTotal__Output,
} from '../../../workmesh/tracking/v1/ExpenseTotal';
import type { Long } from '@grpc/proto-loader';

export interface SummaryReport {
  from?: string;
  to?: string;
  timezone?: string;
  group_by?: string;
  sub_group?: string;
  groups?: _workmesh_tracking_v1_ReportGroup[];
  /**
   * money per currency, by code; never summed across
   */
  totals?: _workmesh_tracking_v1_CurrencyAmounts[];
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  /**
   * include=expenses: per currency, apart from time
   */
  expense_totals?: _workmesh_tracking_v1_ExpenseTotal[];
  /**
   * group_by or sub_group tag: an entry with n tags counts in each of its n groups (untagged
   * entries in the group with key ""), so the groups add up to more than the totals, which
   * count every entry once.
   */
  groups_overlap?: boolean;
  _sub_group?: 'sub_group';
}

export interface SummaryReport__Output {
  from: string;
  to: string;
  timezone: string;
  group_by: string;
  sub_group?: string;
  groups: _workmesh_tracking_v1_ReportGroup__Output[];
  /**
   * money per currency, by code; never summed across
   */
  totals: _workmesh_tracking_v1_CurrencyAmounts__Output[];
  seconds: number;
  billable_seconds: number;
  /**
   * include=expenses: per currency, apart from time
   */
  expense_totals: _workmesh_tracking_v1_ExpenseTotal__Output[];
  /**
   * group_by or sub_group tag: an entry with n tags counts in each of its n groups (untagged
   * entries in the group with key ""), so the groups add up to more than the totals, which
   * count every entry once.
   */
  groups_overlap: boolean;
}
