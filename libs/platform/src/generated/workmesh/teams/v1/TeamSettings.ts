// Original file: proto/teams.proto

import type { Long } from '@grpc/proto-loader';

export interface TeamSettings {
  team_id?: number | string | Long;
  /**
   * Feature settings.
   */
  add_registered_users_directly?: boolean;
  /**
   * the workspace has terms and conditions
   */
  terms_enabled?: boolean;
  terms_text?: string;
  /**
   * Organization invoice defaults, inherited by clients with org_notes / org_net_term.
   */
  default_invoice_notes?: string;
  /**
   * days; 30 unless set
   */
  default_net_term?: number;
  updated_at?: string;
  /**
   * Time tracking: the zone weeks and days are read in, the day weeks start on, and
   * whether a member's time entries may overlap.
   */
  timezone?: string;
  /**
   * monday (default) … sunday
   */
  week_start?: string;
  /**
   * false unless set
   */
  allow_overlapping_time_entries?: boolean;
  /**
   * Invoice numbers (issue 20): {seq} or {seq:N} (zero-padded to N) required; {YYYY},
   * {YY}, {MM} the issue date's. INV-{YYYY}-{seq:4} unless set.
   */
  invoice_number_format?: string;
  /**
   * Two-factor sign-in (issue 33): members whose current team this is must have it (owners set it).
   */
  require_two_factor?: boolean;
  /**
   * Money (issue 34): the team's currency (ISO 4217; USD unless set): team and member rates,
   * pay rates and the default of a new client's currency; the locale PDFs write amounts in.
   */
  currency?: string;
  /**
   * BCP 47; en-US unless set
   */
  locale?: string;
  /**
   * Late fees (issue 35) of clients with invoice setting late_fee = yes: percent of the
   * unpaid total or a fixed amount in the team's currency, due at the start of the local
   * day due_date + late_fee_after_days + 1, once or monthly up to late_fee_max_times.
   */
  late_fee_type?: string;
  /**
   * percent (0 < v <= 100, 2 decimals) or amount; 0: no fee
   */
  late_fee_value?: number | string;
  /**
   * 0..365; 0 unless set (the day after the due date)
   */
  late_fee_after_days?: number;
  /**
   * LateFeeRepeat: once (default) | monthly
   */
  late_fee_repeat?: string;
  /**
   * 1..120; 1 unless set (once: 1)
   */
  late_fee_max_times?: number;
  /**
   * Time off and attendance (issue 36): the days a member works when neither their schedule
   * nor their membership says, the hours a working day counts in hours-unit time off, and
   * how many minutes after a shift's start a first tracked start counts as late.
   */
  working_days?: string[];
  /**
   * 0.5..24, 2 decimals; 8 unless set
   */
  hours_per_day?: number | string;
  /**
   * 0..720; 5 unless set
   */
  late_start_threshold_minutes?: number;
  _terms_text?: 'terms_text';
  _default_invoice_notes?: 'default_invoice_notes';
}

export interface TeamSettings__Output {
  team_id: number;
  /**
   * Feature settings.
   */
  add_registered_users_directly: boolean;
  /**
   * the workspace has terms and conditions
   */
  terms_enabled: boolean;
  terms_text?: string;
  /**
   * Organization invoice defaults, inherited by clients with org_notes / org_net_term.
   */
  default_invoice_notes?: string;
  /**
   * days; 30 unless set
   */
  default_net_term: number;
  updated_at: string;
  /**
   * Time tracking: the zone weeks and days are read in, the day weeks start on, and
   * whether a member's time entries may overlap.
   */
  timezone: string;
  /**
   * monday (default) … sunday
   */
  week_start: string;
  /**
   * false unless set
   */
  allow_overlapping_time_entries: boolean;
  /**
   * Invoice numbers (issue 20): {seq} or {seq:N} (zero-padded to N) required; {YYYY},
   * {YY}, {MM} the issue date's. INV-{YYYY}-{seq:4} unless set.
   */
  invoice_number_format: string;
  /**
   * Two-factor sign-in (issue 33): members whose current team this is must have it (owners set it).
   */
  require_two_factor: boolean;
  /**
   * Money (issue 34): the team's currency (ISO 4217; USD unless set): team and member rates,
   * pay rates and the default of a new client's currency; the locale PDFs write amounts in.
   */
  currency: string;
  /**
   * BCP 47; en-US unless set
   */
  locale: string;
  /**
   * Late fees (issue 35) of clients with invoice setting late_fee = yes: percent of the
   * unpaid total or a fixed amount in the team's currency, due at the start of the local
   * day due_date + late_fee_after_days + 1, once or monthly up to late_fee_max_times.
   */
  late_fee_type: string;
  /**
   * percent (0 < v <= 100, 2 decimals) or amount; 0: no fee
   */
  late_fee_value: number;
  /**
   * 0..365; 0 unless set (the day after the due date)
   */
  late_fee_after_days: number;
  /**
   * LateFeeRepeat: once (default) | monthly
   */
  late_fee_repeat: string;
  /**
   * 1..120; 1 unless set (once: 1)
   */
  late_fee_max_times: number;
  /**
   * Time off and attendance (issue 36): the days a member works when neither their schedule
   * nor their membership says, the hours a working day counts in hours-unit time off, and
   * how many minutes after a shift's start a first tracked start counts as late.
   */
  working_days: string[];
  /**
   * 0.5..24, 2 decimals; 8 unless set
   */
  hours_per_day: number;
  /**
   * 0..720; 5 unless set
   */
  late_start_threshold_minutes: number;
}
