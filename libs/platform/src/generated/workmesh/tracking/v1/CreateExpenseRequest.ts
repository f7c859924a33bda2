// Original file: proto/tracking.proto

import type {
  ReceiptUpload as _workmesh_tracking_v1_ReceiptUpload,
  ReceiptUpload__Output as _workmesh_tracking_v1_ReceiptUpload__Output,
} from '../../../workmesh/tracking/v1/ReceiptUpload';
import type { Long } from '@grpc/proto-loader';

export interface CreateExpenseRequest {
  /**
   * YYYY-MM-DD, required
   */
  date?: string;
  /**
   * required
   */
  project_id?: number | string | Long;
  task_id?: number | string | Long;
  /**
   * required
   */
  category_id?: number | string | Long;
  /**
   * required unless the category has a unit price
   */
  amount?: number | string;
  /**
   * required when it has one (amount = quantity × unit_price)
   */
  quantity?: number | string;
  notes?: string;
  /**
   * default: the project's billable
   */
  billable?: boolean;
  /**
   * owners and managers: a member of the team
   */
  user_id?: number | string | Long;
  receipt?: _workmesh_tracking_v1_ReceiptUpload | null;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids?: (number | string | Long)[];
  _date?: 'date';
  _project_id?: 'project_id';
  _task_id?: 'task_id';
  _category_id?: 'category_id';
  _amount?: 'amount';
  _quantity?: 'quantity';
  _notes?: 'notes';
  _billable?: 'billable';
  _user_id?: 'user_id';
  _receipt?: 'receipt';
}

export interface CreateExpenseRequest__Output {
  /**
   * YYYY-MM-DD, required
   */
  date?: string;
  /**
   * required
   */
  project_id?: number;
  task_id?: number;
  /**
   * required
   */
  category_id?: number;
  /**
   * required unless the category has a unit price
   */
  amount?: number;
  /**
   * required when it has one (amount = quantity × unit_price)
   */
  quantity?: number;
  notes?: string;
  /**
   * default: the project's billable
   */
  billable?: boolean;
  /**
   * owners and managers: a member of the team
   */
  user_id?: number;
  receipt?: _workmesh_tracking_v1_ReceiptUpload__Output | null;
  /**
   * the team's unarchived tags, at most 20
   */
  tag_ids: number[];
}
