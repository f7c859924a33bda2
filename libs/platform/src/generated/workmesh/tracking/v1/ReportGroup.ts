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

export interface ReportGroup {
  /**
   * the id, the date, the ISO week or yes/no
   */
  key?: string;
  name?: string;
  seconds?: number | string | Long;
  billable_seconds?: number | string | Long;
  sub_groups?: _workmesh_tracking_v1_ReportGroup[];
  /**
   * one per currency met, by code
   */
  amounts?: _workmesh_tracking_v1_CurrencyAmounts[];
  /**
   * include=expenses: the group's, per currency, apart from time
   */
  expenses?: _workmesh_tracking_v1_ExpenseTotal[];
}

export interface ReportGroup__Output {
  /**
   * the id, the date, the ISO week or yes/no
   */
  key: string;
  name: string;
  seconds: number;
  billable_seconds: number;
  sub_groups: _workmesh_tracking_v1_ReportGroup__Output[];
  /**
   * one per currency met, by code
   */
  amounts: _workmesh_tracking_v1_CurrencyAmounts__Output[];
  /**
   * include=expenses: the group's, per currency, apart from time
   */
  expenses: _workmesh_tracking_v1_ExpenseTotal__Output[];
}
