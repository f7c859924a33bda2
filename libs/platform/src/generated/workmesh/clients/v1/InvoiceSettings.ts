// Original file: proto/clients.proto

export interface InvoiceSettings {
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
  /**
   * Beyond the spec's table: where the notes and terms come from.
   */
  notes?: string;
  org_notes?: boolean;
  org_net_term?: boolean;
  _notes?: 'notes';
}

export interface InvoiceSettings__Output {
  tax_id: string;
  late_fee: string;
  lineItem: string;
  lineItemText: string;
  net_term: number;
  tax_rate: number;
  frequency: string;
  delay_days: number;
  fixedPrice: number;
  autoInvoice: string;
  amountBasedOn: string;
  reminder_days: string;
  include_expense: string;
  include_non_billable_time: string;
  /**
   * Beyond the spec's table: where the notes and terms come from.
   */
  notes?: string;
  org_notes: boolean;
  org_net_term: boolean;
}
