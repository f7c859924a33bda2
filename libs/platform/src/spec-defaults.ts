// The spec's defaults of what more than one part needs: clients stores a client's invoice
// settings with them, and the stand-in for clients in other services' tests answers them.
import type { Address__Output } from './generated/workmesh/clients/v1/Address';
import type { InvoiceSettings__Output } from './generated/workmesh/clients/v1/InvoiceSettings';

/** Spec: the invoice settings object's defaults (key: default). */
export const CLIENT_INVOICE_DEFAULTS: Readonly<InvoiceSettings__Output> = {
  tax_id: '',
  late_fee: 'no',
  lineItem: 'project-date',
  lineItemText: 'Project & Date (by user)',
  net_term: 30,
  tax_rate: 0,
  frequency: 'weekly',
  delay_days: 5,
  fixedPrice: 0,
  autoInvoice: 'off',
  amountBasedOn: 'hourly',
  reminder_days: '10',
  include_expense: 'no',
  include_non_billable_time: 'no',
  notes: '',
  org_notes: false,
  org_net_term: false,
};

/** A client's address before any part of it is given (every line empty). */
export const EMPTY_CLIENT_ADDRESS: Readonly<Address__Output> = {
  billing_address1: '',
  billing_address2: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  mailing_address1: '',
  mailing_address2: '',
  mailing_city: '',
  mailing_state: '',
  mailing_zip: '',
};
