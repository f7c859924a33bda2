// The team settings the stub teams keeps and answers (GetTeamSettings): what a test set,
// and teams' own defaults for the rest.
import { DEFAULT_INVOICE_NUMBER_FORMAT } from '@workmesh/platform';

export interface TeamSettings {
  default_invoice_notes?: string;
  default_net_term: number;
  /** Time tracking (teams' defaults when unset: UTC, monday, false). */
  timezone?: string;
  week_start?: string;
  allow_overlapping_time_entries?: boolean;
  /** Invoices (issue 20): INV-{YYYY}-{seq:4} when unset, as teams answers it. */
  invoice_number_format?: string;
  /** Money (issue 34): USD and en-US unless set. */
  currency?: string;
  locale?: string;
  /** Late fees (issue 35): percent 0, once, after 0 days, max 1 unless set (teams' defaults). */
  late_fee_type?: string;
  late_fee_value?: number;
  late_fee_after_days?: number;
  late_fee_repeat?: string;
  late_fee_max_times?: number;
  /** Time off and attendance: mon … fri, 8 hours a day, a 5-minute late start unless set (teams' defaults). */
  working_days?: string[];
  hours_per_day?: number;
  late_start_threshold_minutes?: number;
}

/** The TeamSettings message of a team, the unset settings as teams' defaults. */
export function teamSettingsMessage(teamId: number, settings: TeamSettings) {
  return {
    team_id: teamId,
    add_registered_users_directly: false,
    terms_enabled: false,
    timezone: 'UTC',
    week_start: 'monday',
    allow_overlapping_time_entries: false,
    currency: 'USD',
    locale: 'en-US',
    late_fee_type: 'percent',
    late_fee_value: 0,
    late_fee_after_days: 0,
    late_fee_repeat: 'once',
    late_fee_max_times: 1,
    working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    hours_per_day: 8,
    late_start_threshold_minutes: 5,
    ...settings,
    invoice_number_format: settings.invoice_number_format || DEFAULT_INVOICE_NUMBER_FORMAT,
    updated_at: new Date().toISOString(),
  };
}
