// Original file: proto/invoices.proto

import type { Long } from '@grpc/proto-loader';

export interface InvoiceLine {
  /**
   * 1-based position, what update names a line by
   */
  id?: number;
  description?: string;
  /**
   * hours, 2 decimals (1 for a fixed price)
   */
  quantity?: number | string;
  /**
   * the entries' snapshotted bill rate (fixedPrice when fixed)
   */
  unit_price?: number | string;
  /**
   * quantity × unit_price, rounded half up to the minor unit
   */
  amount?: number | string;
  project_id?: number | string | Long;
  user_id?: number | string | Long;
  task_id?: number | string | Long;
  /**
   * the day of project-date and date lines
   */
  date?: string;
  time_entry_count?: number;
  /**
   * InvoiceLineKind: time | fixed | expense | late_fee (issue 35)
   */
  kind?: string;
  /**
   * an expense line's
   */
  expense_id?: number | string | Long;
  /**
   * counts in the taxed subtotal (untaxed expense categories and late fees do not)
   */
  taxed?: boolean;
  _project_id?: 'project_id';
  _user_id?: 'user_id';
  _task_id?: 'task_id';
  _date?: 'date';
  _expense_id?: 'expense_id';
}

export interface InvoiceLine__Output {
  /**
   * 1-based position, what update names a line by
   */
  id: number;
  description: string;
  /**
   * hours, 2 decimals (1 for a fixed price)
   */
  quantity: number;
  /**
   * the entries' snapshotted bill rate (fixedPrice when fixed)
   */
  unit_price: number;
  /**
   * quantity × unit_price, rounded half up to the minor unit
   */
  amount: number;
  project_id?: number;
  user_id?: number;
  task_id?: number;
  /**
   * the day of project-date and date lines
   */
  date?: string;
  time_entry_count: number;
  /**
   * InvoiceLineKind: time | fixed | expense | late_fee (issue 35)
   */
  kind: string;
  /**
   * an expense line's
   */
  expense_id?: number;
  /**
   * counts in the taxed subtotal (untaxed expense categories and late fees do not)
   */
  taxed: boolean;
}
