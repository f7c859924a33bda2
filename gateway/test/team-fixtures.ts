// Records as teams answers them (proto-loader output: optional fields unset), and the
// bodies the gateway presents for them (unset optional fields null).

export const PAY = {
  job_title: 'Designer',
  pay_rate: 2000,
  pay_type: 'fixed',
  pay_period: 'monthly',
  hourly_rate: 12.5,
  currency: 'USD',
  working_days: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  weekly_limit_enabled: true,
  daily_tracking_enabled: true,
};

export const PAY_BODY = { ...PAY, bill_rate: null, weekly_limit: null };

export const INVITATION = {
  id: 31,
  team_id: 12,
  email: 'grace@example.com',
  role: 'member',
  status: 'pending',
  pay: PAY,
  invited_by: 7,
  created_at: '2026-03-02T10:00:00.000Z',
  expires_at: '2026-03-09T10:00:00.000Z',
  terms_accepted_by_inviter: false,
};

export const INVITATION_BODY = { ...INVITATION, pay: PAY_BODY, accepted_at: null };

export const MEMBER = {
  team_id: 12,
  user_id: 8,
  role: 'manager',
  email: 'grace@example.com',
  pay: PAY,
  joined_at: '2026-03-03T10:00:00.000Z',
};

export const MEMBER_BODY = { ...MEMBER, name: null, pay: PAY_BODY };

export const PAGE_INFO = { page: 1, per_page: 20, total: 1 };

export const GROUP = {
  id: 5,
  team_id: 12,
  name: 'Night shift',
  member_ids: [8, 11],
  manager_ids: [7],
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
};

export const GROUP_BODY = { ...GROUP, description: null };

export const TEAM_SETTINGS = {
  team_id: 12,
  add_registered_users_directly: false,
  terms_enabled: true,
  terms_text: 'Be kind.',
  default_net_term: 30,
  updated_at: '2026-03-05T10:00:00.000Z',
  timezone: 'America/New_York',
  week_start: 'sunday',
  allow_overlapping_time_entries: true,
  require_two_factor: false,
  invoice_number_format: 'INV-{YYYY}-{seq:4}',
  currency: 'EUR',
  locale: 'de-DE',
  late_fee_type: 'percent',
  late_fee_value: 1.5,
  late_fee_after_days: 10,
  late_fee_repeat: 'monthly',
  late_fee_max_times: 3,
  working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  hours_per_day: 8,
  late_start_threshold_minutes: 5,
};

export const TEAM_SETTINGS_BODY = { ...TEAM_SETTINGS, default_invoice_notes: null };
