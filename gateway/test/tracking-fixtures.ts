// Tracking replies as the service answers them (optional fields unset unless a test sets
// them), and the bodies the gateway presents for them.

/** A stopped manual entry: no task, not locked, not invoiced. */
export const TIME_ENTRY = {
  id: 31,
  team_id: 9,
  user_id: 7,
  project_id: 4,
  client_id: 2,
  description: 'Client call',
  start: '2026-11-23T09:00:00.000Z',
  end: '2026-11-23T10:30:00.000Z',
  duration: 5400,
  billable: true,
  timezone: 'Europe/Berlin',
  bill_rate: 100,
  pay_rate: 40,
  billable_amount: 150,
  cost_amount: 60,
  source: 'manual',
  locked: false,
  created_at: '2026-11-23T10:31:00.000Z',
  updated_at: '2026-11-23T10:31:00.000Z',
  pay_type: 'hourly',
  project_name: 'Website',
  client_name: 'Acme',
  limit_overridden: false,
  currency: 'USD',
  cost_currency: 'USD',
  rate_missing: false,
};

/** TIME_ENTRY as the gateway presents it: unset optional fields null. */
export const TIME_ENTRY_BODY = {
  ...TIME_ENTRY,
  task_id: null,
  locked_reason: null,
  invoice_id: null,
  task_name: null,
  tag_ids: [],
};

/** A running timer entry. */
export const RUNNING_ENTRY = {
  ...TIME_ENTRY,
  id: 32,
  source: 'timer',
  end: undefined,
  duration: 120,
  billable_amount: 3.33,
  cost_amount: 1.33,
};

/** TIME_ENTRY's money: one currency, one row. */
export const AMOUNTS = [{ currency: 'USD', billable_amount: 150, cost_amount: 60 }];

export const TOTALS = { seconds: 5400, billable_seconds: 5400, amounts: AMOUNTS };

export const TIMESHEET = {
  team_id: 9,
  user_id: 7,
  week: '2026-W48',
  from: '2026-11-22T23:00:00.000Z',
  to: '2026-11-29T23:00:00.000Z',
  timezone: 'Europe/Berlin',
  status: 'open',
  totals: TOTALS,
  days: [{ date: '2026-11-23', totals: TOTALS }],
  time_entries: [TIME_ENTRY],
};

export const TIMESHEET_BODY = {
  ...TIMESHEET,
  time_entries: [TIME_ENTRY_BODY],
  submitted_at: null,
  reviewed_at: null,
  reviewed_by: null,
  comment: null,
  // Issue 36: the week's time off and holidays (none here).
  absences: [],
};
