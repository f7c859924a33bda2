// Persistence of team settings: one document per team (_id = team id), made with the
// defaults the first time it is read; and the TeamSettings message built from them.
import {
  asUniqueIndexViolation,
  connectionModel,
  DEFAULT_CURRENCY,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  DEFAULT_LOCALE,
  LATE_FEE_REPEATS,
  LATE_FEE_TYPES,
  mongoose,
  type LateFeeRepeat,
  type LateFeeType,
  type Connection,
  WEEK_DAYS,
  WORKING_DAYS,
  type WeekDay,
  type WorkingDay,
} from '@workmesh/platform';
import type { TeamSettingsMessage } from './proto-messages';

export interface TeamSettingsRecord {
  team_id: number;
  add_registered_users_directly: boolean;
  terms_enabled: boolean;
  terms_text?: string;
  default_invoice_notes?: string;
  default_net_term: number;
  /** Time tracking: the IANA zone weeks and days are read in. */
  timezone: string;
  /** Time tracking: the day weeks start on (monday … sunday). */
  week_start: WeekStart;
  /** Time tracking: whether a member's time entries may overlap. */
  allow_overlapping_time_entries: boolean;
  /** Members whose current team this is must have two-factor sign-in (owners set it). */
  require_two_factor: boolean;
  /** Invoices: what invoice numbers are made from (DEFAULT_INVOICE_NUMBER_FORMAT unless set). */
  invoice_number_format: string;
  /** Money (issue 34): the team's ISO 4217 currency (USD unless set), upper case. */
  currency: string;
  /** Money (issue 34): the BCP 47 locale amounts are written in (en-US unless set), canonical. */
  locale: string;
  /** Late fees (issue 35): percent of the unpaid total, or a fixed amount in `currency`. */
  late_fee_type: LateFeeType;
  /** The percent (0 < v ≤ 100) or the amount; 0: no fee is charged. */
  late_fee_value: number;
  /** Days after the due date before the first fee (0: the day after the due date). */
  late_fee_after_days: number;
  late_fee_repeat: LateFeeRepeat;
  /** How many fees at most (monthly); once is 1. */
  late_fee_max_times: number;
  /** Time off and attendance (issue 36): the days the team works, sun … sat, in week order. */
  working_days: WorkingDay[];
  /** The hours a working day counts in hours-unit time off (0.5..24, 2 decimals). */
  hours_per_day: number;
  /** Minutes after a shift's start a first tracked start counts as late (0..720). */
  late_start_threshold_minutes: number;
  updated_at: Date;
}

/** The days a team's weeks may start on: the calendar's (platform's WEEK_DAYS). */
export const WEEK_STARTS = WEEK_DAYS;
export type WeekStart = WeekDay;

export type TeamSettingsChanges = Partial<Omit<TeamSettingsRecord, 'team_id' | 'updated_at'>>;

export const DEFAULT_TEAM_SETTINGS = {
  add_registered_users_directly: false,
  terms_enabled: false,
  default_net_term: 30,
  timezone: 'UTC',
  week_start: 'monday',
  allow_overlapping_time_entries: false,
  require_two_factor: false,
  currency: DEFAULT_CURRENCY,
  locale: DEFAULT_LOCALE,
  late_fee_type: 'percent',
  late_fee_value: 0,
  late_fee_after_days: 0,
  late_fee_repeat: 'once',
  late_fee_max_times: 1,
  hours_per_day: 8,
  late_start_threshold_minutes: 5,
} as const;

/**
 * A team's working days unless it sets them: Monday to Friday. Not stored until a team
 * sets them, so that `[]` (the default again) removes them.
 */
export const DEFAULT_WORKING_DAYS: readonly WorkingDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The late-fee fields: absent in settings stored before them (they read as the defaults). */
type LateFeeField =
  | 'late_fee_type'
  | 'late_fee_value'
  | 'late_fee_after_days'
  | 'late_fee_repeat'
  | 'late_fee_max_times';

/** The time-off and attendance fields (issue 36): absent in settings stored before them. */
type WorkingTimeField = 'working_days' | 'hours_per_day' | 'late_start_threshold_minutes';

interface TeamSettingsDocument extends Omit<
  TeamSettingsRecord,
  'team_id' | 'invoice_number_format' | 'currency' | 'locale' | LateFeeField | WorkingTimeField
> {
  _id: number;
  /** Absent until a team chooses one: the default then follows DEFAULT_INVOICE_NUMBER_FORMAT. */
  invoice_number_format?: string;
  /** Absent in settings stored before issue 34: they read as USD / en-US. */
  currency?: string;
  locale?: string;
  late_fee_type?: LateFeeType;
  late_fee_value?: number;
  late_fee_after_days?: number;
  late_fee_repeat?: LateFeeRepeat;
  late_fee_max_times?: number;
  working_days?: WorkingDay[];
  hours_per_day?: number;
  late_start_threshold_minutes?: number;
}

const teamSettingsSchema = new mongoose.Schema<TeamSettingsDocument>(
  {
    _id: { type: Number, required: true },
    add_registered_users_directly: { type: Boolean, required: true },
    terms_enabled: { type: Boolean, required: true },
    terms_text: { type: String },
    default_invoice_notes: { type: String },
    default_net_term: { type: Number, required: true },
    timezone: { type: String },
    week_start: { type: String, enum: WEEK_STARTS },
    allow_overlapping_time_entries: { type: Boolean },
    require_two_factor: { type: Boolean },
    invoice_number_format: { type: String },
    currency: { type: String },
    locale: { type: String },
    late_fee_type: { type: String, enum: LATE_FEE_TYPES },
    late_fee_value: { type: Number },
    late_fee_after_days: { type: Number },
    late_fee_repeat: { type: String, enum: LATE_FEE_REPEATS },
    late_fee_max_times: { type: Number },
    working_days: { type: [{ type: String, enum: WORKING_DAYS }], default: undefined },
    hours_per_day: { type: Number },
    late_start_threshold_minutes: { type: Number },
    updated_at: { type: Date, required: true },
  },
  { collection: 'team_settings', versionKey: false },
);

// Settings stored before the time-tracking ones (or issue 34's currency and locale)
// existed read as their defaults; the
// invoice number format is stored only once a team chooses one ('' removes it again).
const toSettings = ({ _id, ...fields }: TeamSettingsDocument): TeamSettingsRecord => ({
  team_id: _id,
  ...fields,
  timezone: fields.timezone ?? DEFAULT_TEAM_SETTINGS.timezone,
  week_start: fields.week_start ?? DEFAULT_TEAM_SETTINGS.week_start,
  allow_overlapping_time_entries:
    fields.allow_overlapping_time_entries ?? DEFAULT_TEAM_SETTINGS.allow_overlapping_time_entries,
  require_two_factor: fields.require_two_factor ?? DEFAULT_TEAM_SETTINGS.require_two_factor,
  invoice_number_format: fields.invoice_number_format ?? DEFAULT_INVOICE_NUMBER_FORMAT,
  currency: fields.currency ?? DEFAULT_TEAM_SETTINGS.currency,
  locale: fields.locale ?? DEFAULT_TEAM_SETTINGS.locale,
  late_fee_type: fields.late_fee_type ?? DEFAULT_TEAM_SETTINGS.late_fee_type,
  late_fee_value: fields.late_fee_value ?? DEFAULT_TEAM_SETTINGS.late_fee_value,
  late_fee_after_days: fields.late_fee_after_days ?? DEFAULT_TEAM_SETTINGS.late_fee_after_days,
  late_fee_repeat: fields.late_fee_repeat ?? DEFAULT_TEAM_SETTINGS.late_fee_repeat,
  late_fee_max_times: fields.late_fee_max_times ?? DEFAULT_TEAM_SETTINGS.late_fee_max_times,
  working_days: fields.working_days?.length ? fields.working_days : [...DEFAULT_WORKING_DAYS],
  hours_per_day: fields.hours_per_day ?? DEFAULT_TEAM_SETTINGS.hours_per_day,
  late_start_threshold_minutes:
    fields.late_start_threshold_minutes ?? DEFAULT_TEAM_SETTINGS.late_start_threshold_minutes,
});

export function toProtoSettings(settings: TeamSettingsRecord): TeamSettingsMessage {
  return {
    team_id: settings.team_id,
    add_registered_users_directly: settings.add_registered_users_directly,
    terms_enabled: settings.terms_enabled,
    ...(settings.terms_text === undefined ? {} : { terms_text: settings.terms_text }),
    ...(settings.default_invoice_notes === undefined
      ? {}
      : { default_invoice_notes: settings.default_invoice_notes }),
    default_net_term: settings.default_net_term,
    timezone: settings.timezone,
    week_start: settings.week_start,
    allow_overlapping_time_entries: settings.allow_overlapping_time_entries,
    require_two_factor: settings.require_two_factor,
    invoice_number_format: settings.invoice_number_format,
    currency: settings.currency,
    locale: settings.locale,
    late_fee_type: settings.late_fee_type,
    late_fee_value: settings.late_fee_value,
    late_fee_after_days: settings.late_fee_after_days,
    late_fee_repeat: settings.late_fee_repeat,
    late_fee_max_times: settings.late_fee_max_times,
    working_days: [...settings.working_days],
    hours_per_day: settings.hours_per_day,
    late_start_threshold_minutes: settings.late_start_threshold_minutes,
    updated_at: settings.updated_at.toISOString(),
  };
}

export type TeamSettingsStore = ReturnType<typeof teamSettingsStore>;

export function teamSettingsStore(connection: Connection) {
  const TeamSettings = connectionModel(connection, 'TeamSettings', teamSettingsSchema);

  /**
   * An upsert: the given changes over the stored settings, or over the defaults when
   * none are stored yet. Two first upserts at once may collide on _id; the loser retries
   * and then finds the document.
   */
  async function upsert(teamId: number, changes: TeamSettingsChanges): Promise<TeamSettingsRecord> {
    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    // An empty text clears it, as an empty list does (working_days: the default again).
    for (const [field, value] of Object.entries(changes)) {
      if (value === '' || (Array.isArray(value) && value.length === 0)) unset[field] = '';
      else if (value !== undefined) set[field] = value;
    }
    const onInsert: Record<string, unknown> = { ...DEFAULT_TEAM_SETTINGS };
    for (const field of [...Object.keys(set), ...Object.keys(unset)]) delete onInsert[field];
    const now = new Date();
    if (Object.keys(changes).length > 0) set.updated_at = now;
    else onInsert.updated_at = now;
    const update = {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
      ...(Object.keys(onInsert).length ? { $setOnInsert: onInsert } : {}),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const document = await TeamSettings.findOneAndUpdate({ _id: teamId }, update, {
          upsert: true,
          returnDocument: 'after',
        }).lean<TeamSettingsDocument>();
        return toSettings(document as TeamSettingsDocument);
      } catch (error) {
        if (attempt >= 2 || !asUniqueIndexViolation(error)) throw error;
      }
    }
  }

  return {
    model: TeamSettings,

    /** The team's settings; the defaults are stored the first time. */
    findOrCreate: (teamId: number) => upsert(teamId, {}),

    update: (teamId: number, changes: TeamSettingsChanges) => upsert(teamId, changes),

    async delete(teamId: number): Promise<void> {
      await TeamSettings.deleteOne({ _id: teamId });
    },
  };
}
