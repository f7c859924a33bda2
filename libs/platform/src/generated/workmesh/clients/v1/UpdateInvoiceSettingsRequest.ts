// Original file: proto/clients.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateInvoiceSettingsRequest {
  client_id?: number | string | Long;
  tax_id?: string;
  late_fee?: string;
  lineItem?: string;
  lineItemText?: string;
  net_term?: number;
  tax_rate?: number | string;
  frequency?: string;
  delay_days?: number;
  fixedPrice?: number | string;
  autoInvoice?: string;
  amountBasedOn?: string;
  reminder_days?: string;
  include_expense?: string;
  include_non_billable_time?: string;
  notes?: string;
  org_notes?: boolean;
  org_net_term?: boolean;
  _client_id?: 'client_id';
  _tax_id?: 'tax_id';
  _late_fee?: 'late_fee';
  _lineItem?: 'lineItem';
  _lineItemText?: 'lineItemText';
  _net_term?: 'net_term';
  _tax_rate?: 'tax_rate';
  _frequency?: 'frequency';
  _delay_days?: 'delay_days';
  _fixedPrice?: 'fixedPrice';
  _autoInvoice?: 'autoInvoice';
  _amountBasedOn?: 'amountBasedOn';
  _reminder_days?: 'reminder_days';
  _include_expense?: 'include_expense';
  _include_non_billable_time?: 'include_non_billable_time';
  _notes?: 'notes';
  _org_notes?: 'org_notes';
  _org_net_term?: 'org_net_term';
}

export interface UpdateInvoiceSettingsRequest__Output {
  client_id?: number;
  tax_id?: string;
  late_fee?: string;
  lineItem?: string;
  lineItemText?: string;
  net_term?: number;
  tax_rate?: number;
  frequency?: string;
  delay_days?: number;
  fixedPrice?: number;
  autoInvoice?: string;
  amountBasedOn?: string;
  reminder_days?: string;
  include_expense?: string;
  include_non_billable_time?: string;
  notes?: string;
  org_notes?: boolean;
  org_net_term?: boolean;
}
