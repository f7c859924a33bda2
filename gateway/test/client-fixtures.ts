// Records as the clients service answers them (proto-loader output: optional fields
// unset), and the bodies the gateway presents for them (unset optional fields null).

export const INVOICE_SETTINGS = {
  tax_id: 'GB123',
  late_fee: 'no',
  lineItem: 'project-date',
  lineItemText: 'Project and date, by user',
  net_term: 30,
  tax_rate: 8.5,
  frequency: 'weekly',
  delay_days: 5,
  fixedPrice: 0,
  autoInvoice: 'off',
  amountBasedOn: 'hourly',
  reminder_days: '10',
  include_expense: 'no',
  include_non_billable_time: 'no',
  org_notes: true,
  org_net_term: false,
};

export const INVOICE_SETTINGS_BODY = { ...INVOICE_SETTINGS, notes: null };

export const BUDGET = {
  budgetType: 'total_cost',
  rate: 'bill',
  cost: 0,
  hours: 0,
  notifyAt: 80,
  reset: 'never',
  include_non_billable_time: true,
};

export const ADDRESS = {
  billing_address1: '1 Main St',
  billing_address2: 'Suite 2',
  city: 'Leeds',
  state: 'West Yorkshire',
  zipcode: 'LS1 1AA',
  country: 'GB',
  mailing_address1: '1 Main St',
  mailing_address2: 'Suite 2',
  mailing_city: 'Leeds',
  mailing_state: 'West Yorkshire',
  mailing_zip: 'LS1 1AA',
};

export const CLIENT = {
  id: 4,
  name: 'Acme Corp',
  email: 'billing@acme.example',
  phone: '',
  company: 'Acme Corporation',
  website: 'https://acme.example',
  profile: 'http://127.0.0.1:9000/workmesh/profiles/4-logo.png',
  team_id: 9,
  user_id: 7,
  invoices: INVOICE_SETTINGS,
  budget: BUDGET,
  isInternalClient: false,
  created_at: '2026-03-06T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  address: ADDRESS,
  currency: 'EUR',
};

export const CLIENT_BODY = {
  ...CLIENT,
  invoices: INVOICE_SETTINGS_BODY,
  budget: { ...BUDGET, startDate: null },
};

export const PROJECT = {
  id: 21,
  project: 'Website Relaunch',
  key: 'WEB',
  project_description: 'New site',
  team_id: 9,
  client: {
    id: 4,
    name: 'Acme Corp',
    profile: 'http://127.0.0.1:9000/workmesh/profiles/4-logo.png',
    currency: 'EUR',
  },
  project_manager: [7, 8],
  qa_lead: 7,
  users: ['8', '11'],
  groups: [5],
  watcher: [],
  starting_date: '2026-04-01T09:00:00.000Z',
  isBillable: true,
  billable: 'yes',
  visible: 1,
  visiblity: 1,
  task: [],
  completed: 0,
  user_id: 7,
  created_at: '2026-03-07T10:00:00.000Z',
  updated_at: '2026-03-07T10:00:00.000Z',
};

export const PROJECT_BODY = { ...PROJECT, due_date: null };

export const PAGE_INFO = { page: 2, per_page: 10, total: 11 };
