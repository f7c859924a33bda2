// Original file: proto/tracking.proto

import type {
  ReceiptUpload as _workmesh_tracking_v1_ReceiptUpload,
  ReceiptUpload__Output as _workmesh_tracking_v1_ReceiptUpload__Output,
} from '../../../workmesh/tracking/v1/ReceiptUpload';
import type { Long } from '@grpc/proto-loader';

export interface UpdateExpenseRequest {
  expense_id?: number | string | Long;
  date?: string;
  project_id?: number | string | Long;
  /**
   * 0 clears it
   */
  task_id?: number | string | Long;
  category_id?: number | string | Long;
  amount?: number | string;
  quantity?: number | string;
  notes?: string;
  billable?: boolean;
  receipt?: _workmesh_tracking_v1_ReceiptUpload | null;
  remove_receipt?: boolean;
  tag_ids?: (number | string | Long)[];
  /**
   * set by the gateway when the body names tag_ids
   */
  replace_tag_ids?: boolean;
  _expense_id?: 'expense_id';
  _date?: 'date';
  _project_id?: 'project_id';
  _task_id?: 'task_id';
  _category_id?: 'category_id';
  _amount?: 'amount';
  _quantity?: 'quantity';
  _notes?: 'notes';
  _billable?: 'billable';
  _receipt?: 'receipt';
  _remove_receipt?: 'remove_receipt';
}

export interface UpdateExpenseRequest__Output {
  expense_id?: number;
  date?: string;
  project_id?: number;
  /**
   * 0 clears it
   */
  task_id?: number;
  category_id?: number;
  amount?: number;
  quantity?: number;
  notes?: string;
  billable?: boolean;
  receipt?: _workmesh_tracking_v1_ReceiptUpload__Output | null;
  remove_receipt?: boolean;
  tag_ids: number[];
  /**
   * set by the gateway when the body names tag_ids
   */
  replace_tag_ids: boolean;
}
