// Original file: proto/invoices.proto

import type {
  LineChange as _workmesh_invoices_v1_LineChange,
  LineChange__Output as _workmesh_invoices_v1_LineChange__Output,
} from '../../../workmesh/invoices/v1/LineChange';
import type { Long } from '@grpc/proto-loader';

export interface UpdateInvoiceRequest {
  invoice_id?: number | string | Long;
  notes?: string;
  issue_date?: string;
  due_date?: string;
  lines?: _workmesh_invoices_v1_LineChange[];
  _invoice_id?: 'invoice_id';
  _notes?: 'notes';
  _issue_date?: 'issue_date';
  _due_date?: 'due_date';
}

export interface UpdateInvoiceRequest__Output {
  invoice_id?: number;
  notes?: string;
  issue_date?: string;
  due_date?: string;
  lines: _workmesh_invoices_v1_LineChange__Output[];
}
