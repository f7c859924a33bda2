// Original file: proto/invoices.proto

import type {
  InvoiceLine as _workmesh_invoices_v1_InvoiceLine,
  InvoiceLine__Output as _workmesh_invoices_v1_InvoiceLine__Output,
} from '../../../workmesh/invoices/v1/InvoiceLine';
import type { Long } from '@grpc/proto-loader';

export interface Invoice {
  id?: number | string | Long;
  team_id?: number | string | Long;
  client_id?: number | string | Long;
  client_name?: string;
  /**
   * INV-{YYYY}-{seq:4} unless the team sets a format
   */
  number?: string;
  /**
   * InvoiceStatus (overdue: sent, unpaid, past due)
   */
  status?: string;
  /**
   * first day billed
   */
  period_from?: string;
  /**
   * last day billed (inclusive)
   */
  period_to?: string;
  issue_date?: string;
  /**
   * issue_date + net_term days
   */
  due_date?: string;
  net_term?: number;
  /**
   * ISO 4217, the client's (USD unless set; before issue 34 USD)
   */
  currency?: string;
  /**
   * the grouping the lines were built by
   */
  line_item?: string;
  lines?: _workmesh_invoices_v1_InvoiceLine[];
  subtotal?: number | string;
  /**
   * percent
   */
  tax_rate?: number | string;
  tax_amount?: number | string;
  total?: number | string;
  notes?: string;
  time_entry_ids?: (number | string | Long)[];
  /**
   * created by automatic invoicing
   */
  automatic?: boolean;
  /**
   * 0 when automatic
   */
  created_by?: number | string | Long;
  sent_at?: string;
  paid_at?: string;
  voided_at?: string;
  reminder_sent_at?: string;
  created_at?: string;
  updated_at?: string;
  /**
   * teams.v1.RateType
   */
  amount_based_on?: string;
  /**
   * the expenses it claimed (issue 35)
   */
  expense_ids?: (number | string | Long)[];
  /**
   * late-fee lines added so far (issue 35)
   */
  late_fees_applied?: number;
  /**
   * ISO 8601 UTC: when the next fee is due; null when none will be
   */
  late_fee_next_at?: string;
  _sent_at?: 'sent_at';
  _paid_at?: 'paid_at';
  _voided_at?: 'voided_at';
  _reminder_sent_at?: 'reminder_sent_at';
  _late_fee_next_at?: 'late_fee_next_at';
}

export interface Invoice__Output {
  id: number;
  team_id: number;
  client_id: number;
  client_name: string;
  /**
   * INV-{YYYY}-{seq:4} unless the team sets a format
   */
  number: string;
  /**
   * InvoiceStatus (overdue: sent, unpaid, past due)
   */
  status: string;
  /**
   * first day billed
   */
  period_from: string;
  /**
   * last day billed (inclusive)
   */
  period_to: string;
  issue_date: string;
  /**
   * issue_date + net_term days
   */
  due_date: string;
  net_term: number;
  /**
   * ISO 4217, the client's (USD unless set; before issue 34 USD)
   */
  currency: string;
  /**
   * the grouping the lines were built by
   */
  line_item: string;
  lines: _workmesh_invoices_v1_InvoiceLine__Output[];
  subtotal: number;
  /**
   * percent
   */
  tax_rate: number;
  tax_amount: number;
  total: number;
  notes: string;
  time_entry_ids: number[];
  /**
   * created by automatic invoicing
   */
  automatic: boolean;
  /**
   * 0 when automatic
   */
  created_by: number;
  sent_at?: string;
  paid_at?: string;
  voided_at?: string;
  reminder_sent_at?: string;
  created_at: string;
  updated_at: string;
  /**
   * teams.v1.RateType
   */
  amount_based_on: string;
  /**
   * the expenses it claimed (issue 35)
   */
  expense_ids: number[];
  /**
   * late-fee lines added so far (issue 35)
   */
  late_fees_applied: number;
  /**
   * ISO 8601 UTC: when the next fee is due; null when none will be
   */
  late_fee_next_at?: string;
}
