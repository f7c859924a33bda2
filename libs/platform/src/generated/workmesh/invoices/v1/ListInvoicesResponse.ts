// Original file: proto/invoices.proto

import type {
  Invoice as _workmesh_invoices_v1_Invoice,
  Invoice__Output as _workmesh_invoices_v1_Invoice__Output,
} from '../../../workmesh/invoices/v1/Invoice';
import type {
  PageInfo as _workmesh_invoices_v1_PageInfo,
  PageInfo__Output as _workmesh_invoices_v1_PageInfo__Output,
} from '../../../workmesh/invoices/v1/PageInfo';

export interface ListInvoicesResponse {
  invoices?: _workmesh_invoices_v1_Invoice[];
  page_info?: _workmesh_invoices_v1_PageInfo | null;
}

export interface ListInvoicesResponse__Output {
  invoices: _workmesh_invoices_v1_Invoice__Output[];
  page_info: _workmesh_invoices_v1_PageInfo__Output | null;
}
