// Original file: proto/tracking.proto

import type {
  ExpenseReceiptInfo as _workmesh_tracking_v1_ExpenseReceiptInfo,
  ExpenseReceiptInfo__Output as _workmesh_tracking_v1_ExpenseReceiptInfo__Output,
} from '../../../workmesh/tracking/v1/ExpenseReceiptInfo';
import type { Long } from '@grpc/proto-loader';

/**
 * An expense (issue 35). Money is decimals with the currency's places (integer minor
 * units inside); `date` is a day in the team's zone.
 */
export interface Expense {
  id?: number | string | Long;
  team_id?: number | string | Long;
  /**
   * whose expense it is
   */
  user_id?: number | string | Long;
  project_id?: number | string | Long;
  /**
   * the project's client (derived)
   */
  client_id?: number | string | Long;
  task_id?: number | string | Long;
  category_id?: number | string | Long;
  /**
   * the category's name when the expense was written
   */
  category_name?: string;
  /**
   * YYYY-MM-DD in the team's zone
   */
  date?: string;
  /**
   * in currency; quantity × unit_price for unit categories
   */
  amount?: number | string;
  /**
   * ISO 4217: the project's client's
   */
  currency?: string;
  /**
   * unit categories only (e.g. 42.5 km)
   */
  quantity?: number | string;
  /**
   * the category's, snapshotted
   */
  unit_price?: number | string;
  /**
   * the category's, snapshotted
   */
  unit_name?: string;
  notes?: string;
  billable?: boolean;
  /**
   * the category's, snapshotted: an invoice does not tax it
   */
  untaxed?: boolean;
  /**
   * null when none
   */
  receipt?: _workmesh_tracking_v1_ExpenseReceiptInfo | null;
  locked?: boolean;
  /**
   * approved | invoiced
   */
  locked_reason?: string;
  invoice_id?: number | string | Long;
  project_name?: string;
  client_name?: string;
  task_name?: string;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  /**
   * the team's tags (issue 36), ascending; names: /tag/list
   */
  tag_ids?: (number | string | Long)[];
  _task_id?: 'task_id';
  _quantity?: 'quantity';
  _unit_price?: 'unit_price';
  _unit_name?: 'unit_name';
  _receipt?: 'receipt';
  _locked_reason?: 'locked_reason';
  _invoice_id?: 'invoice_id';
  _task_name?: 'task_name';
}

/**
 * An expense (issue 35). Money is decimals with the currency's places (integer minor
 * units inside); `date` is a day in the team's zone.
 */
export interface Expense__Output {
  id: number;
  team_id: number;
  /**
   * whose expense it is
   */
  user_id: number;
  project_id: number;
  /**
   * the project's client (derived)
   */
  client_id: number;
  task_id?: number;
  category_id: number;
  /**
   * the category's name when the expense was written
   */
  category_name: string;
  /**
   * YYYY-MM-DD in the team's zone
   */
  date: string;
  /**
   * in currency; quantity × unit_price for unit categories
   */
  amount: number;
  /**
   * ISO 4217: the project's client's
   */
  currency: string;
  /**
   * unit categories only (e.g. 42.5 km)
   */
  quantity?: number;
  /**
   * the category's, snapshotted
   */
  unit_price?: number;
  /**
   * the category's, snapshotted
   */
  unit_name?: string;
  notes: string;
  billable: boolean;
  /**
   * the category's, snapshotted: an invoice does not tax it
   */
  untaxed: boolean;
  /**
   * null when none
   */
  receipt?: _workmesh_tracking_v1_ExpenseReceiptInfo__Output | null;
  locked: boolean;
  /**
   * approved | invoiced
   */
  locked_reason?: string;
  invoice_id?: number;
  project_name: string;
  client_name: string;
  task_name?: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  /**
   * the team's tags (issue 36), ascending; names: /tag/list
   */
  tag_ids: number[];
}
