// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateTeamSettingsRequest {
  team_id?: number | string | Long;
  add_registered_users_directly?: boolean;
  terms_enabled?: boolean;
  terms_text?: string;
  default_invoice_notes?: string;
  default_net_term?: number;
  timezone?: string;
  week_start?: string;
  allow_overlapping_time_entries?: boolean;
  invoice_number_format?: string;
  require_two_factor?: boolean;
  currency?: string;
  locale?: string;
  late_fee_type?: string;
  late_fee_value?: number | string;
  late_fee_after_days?: number;
  late_fee_repeat?: string;
  late_fee_max_times?: number;
  working_days?: string[];
  /**
   * set by the gateway when the body names working_days
   */
  replace_working_days?: boolean;
  hours_per_day?: number | string;
  late_start_threshold_minutes?: number;
  _team_id?: 'team_id';
  _add_registered_users_directly?: 'add_registered_users_directly';
  _terms_enabled?: 'terms_enabled';
  _terms_text?: 'terms_text';
  _default_invoice_notes?: 'default_invoice_notes';
  _default_net_term?: 'default_net_term';
  _timezone?: 'timezone';
  _week_start?: 'week_start';
  _allow_overlapping_time_entries?: 'allow_overlapping_time_entries';
  _invoice_number_format?: 'invoice_number_format';
  _require_two_factor?: 'require_two_factor';
  _currency?: 'currency';
  _locale?: 'locale';
  _late_fee_type?: 'late_fee_type';
  _late_fee_value?: 'late_fee_value';
  _late_fee_after_days?: 'late_fee_after_days';
  _late_fee_repeat?: 'late_fee_repeat';
  _late_fee_max_times?: 'late_fee_max_times';
  _hours_per_day?: 'hours_per_day';
  _late_start_threshold_minutes?: 'late_start_threshold_minutes';
}

export interface UpdateTeamSettingsRequest__Output {
  team_id?: number;
  add_registered_users_directly?: boolean;
  terms_enabled?: boolean;
  terms_text?: string;
  default_invoice_notes?: string;
  default_net_term?: number;
  timezone?: string;
  week_start?: string;
  allow_overlapping_time_entries?: boolean;
  invoice_number_format?: string;
  require_two_factor?: boolean;
  currency?: string;
  locale?: string;
  late_fee_type?: string;
  late_fee_value?: number;
  late_fee_after_days?: number;
  late_fee_repeat?: string;
  late_fee_max_times?: number;
  working_days: string[];
  /**
   * set by the gateway when the body names working_days
   */
  replace_working_days: boolean;
  hours_per_day?: number;
  late_start_threshold_minutes?: number;
}
