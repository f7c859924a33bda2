// Original file: proto/clients.proto

export interface ClientFields {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  billing_address1?: string;
  billing_address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  notes?: string;
  net_term?: number;
  tax_id?: string;
  tax_rate?: number | string;
  org_notes?: boolean;
  org_net_term?: boolean;
  budget_type?: string;
  budget_cost?: number | string;
  budget_hours?: number | string;
  budget_notify_at?: number;
  /**
   * ISO 4217 (issue 34); the team's currency unless set at creation. The client's rates,
   * entries, budget and invoices are in it.
   */
  currency?: string;
  _name?: 'name';
  _email?: 'email';
  _phone?: 'phone';
  _company?: 'company';
  _website?: 'website';
  _billing_address1?: 'billing_address1';
  _billing_address2?: 'billing_address2';
  _city?: 'city';
  _state?: 'state';
  _zipcode?: 'zipcode';
  _country?: 'country';
  _notes?: 'notes';
  _net_term?: 'net_term';
  _tax_id?: 'tax_id';
  _tax_rate?: 'tax_rate';
  _org_notes?: 'org_notes';
  _org_net_term?: 'org_net_term';
  _budget_type?: 'budget_type';
  _budget_cost?: 'budget_cost';
  _budget_hours?: 'budget_hours';
  _budget_notify_at?: 'budget_notify_at';
  _currency?: 'currency';
}

export interface ClientFields__Output {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  billing_address1?: string;
  billing_address2?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  notes?: string;
  net_term?: number;
  tax_id?: string;
  tax_rate?: number;
  org_notes?: boolean;
  org_net_term?: boolean;
  budget_type?: string;
  budget_cost?: number;
  budget_hours?: number;
  budget_notify_at?: number;
  /**
   * ISO 4217 (issue 34); the team's currency unless set at creation. The client's rates,
   * entries, budget and invoices are in it.
   */
  currency?: string;
}
