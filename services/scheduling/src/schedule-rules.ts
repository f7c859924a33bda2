// The rules of AddSchedule's fields, checked in the contract's order (docs/http-api.md, "Errors",
// "Scheduling", Add): the first failing check answers, with its own reason and
// message. Pure: no I/O. What needs teams (groups, members) and the expansion (no
// occurrence, too many entries) is checked by the use case, after these.
import {
  characterCount,
  invalidArgument,
  MINIMUM_HOURS_BOUNDS,
  Reason,
  SCHEDULE_GROUP_IDS_MAX_ITEMS,
  SCHEDULE_MEMBER_IDS_MAX_ITEMS,
  SCHEDULE_REPETITIONS,
  SCHEDULE_TITLE_MAX_LENGTH,
  SpecText,
  type DomainError,
} from '@workmesh/platform';
import {
  addYears,
  calendarDateOf,
  isTimezone,
  parseDayRepeat,
  TIME_PATTERN,
  type Weekday,
} from './schedule-dates';
import type { ExpansionInput, Repetition } from './schedule-expansion';
import type { RequestOf } from './models/proto-messages';

export const HORIZON_YEARS = 2;
export const MINIMUM_HOURS_MAX = MINIMUM_HOURS_BOUNDS.maximum;

/** The spec's texts (Errors, schedule add) and the contract's for the rest. */
export const MESSAGES = {
  fieldsRequired: SpecText.SCHEDULE_FIELDS_REQUIRED,
  repetition: `The repetition must be one of: ${SCHEDULE_REPETITIONS.join(', ')}.`,
  repeatFieldsRequired: SpecText.REPEAT_FIELDS_REQUIRED,
  time: (field: 'time_from' | 'time_to') => `The ${field} must be a time in 24-hour HH:MM format.`,
  timezone: SpecText.INVALID_TIMEZONE,
  date: SpecText.INVALID_DATE_FORMAT,
  dayRepeat: 'The day_repeat must be comma-separated days from: mon, tue, wed, thu, fri, sat, sun.',
  until: 'The until date must not be before date_from.',
  horizon: 'A schedule may span at most two years.',
  minimumHours: 'The minimum_hours must be a number from 0 to 24.',
  title: `The title may not be greater than ${SCHEDULE_TITLE_MAX_LENGTH} characters.`,
  members: `The members must be a list of at most ${SCHEDULE_MEMBER_IDS_MAX_ITEMS} positive integer user ids.`,
  groups: `The groupsId must be a list of at most ${SCHEDULE_GROUP_IDS_MAX_ITEMS} positive integer group ids.`,
} as const;

/** An AddSchedule request whose fields passed every check, normalised. */
export interface ScheduleInput {
  /** The first day, 'YYYY-MM-DD' as written in date_from. */
  firstDay: string;
  /** The last day (inclusive), from until; absent for never. */
  lastDay?: string;
  timeFrom: string;
  timeTo: string;
  timezone: string;
  /** Rounded to 2 decimals. */
  minimumHours: number;
  repetition: Repetition;
  /** The days of day_repeat, each once; empty for never. */
  days: Weekday[];
  /** day_repeat as stored: the days joined by ',', '' for never. */
  dayRepeat: string;
  /** Trimmed; '' when none. */
  title: string;
  /** The members given, each once, in the order given. */
  members: number[];
  /** The groups given, each once. */
  groupIds: number[];
}

const invalid = (reason: Reason, message: string, field: string): DomainError =>
  invalidArgument(reason, message, { [field]: [message] });

/** A text field as given, trimmed; '' (or blank) is missing (contract: `''` = missing). */
const textOf = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

const isRepetition = (value: string): value is Repetition =>
  (SCHEDULE_REPETITIONS as readonly string[]).includes(value);

/**
 * minimum_hours rounded to 2 decimals, half away from zero on the decimal written
 * (1.005 → 1.01, which Math.round(x * 100) / 100 gets wrong: 1.005 * 100 is 100.49999…).
 * Shifting through the decimal exponent keeps the digits as written.
 */
export function roundHours(hours: number): number {
  const shift = (value: number, places: number) => {
    const [mantissa, exponent = '0'] = String(value).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
  };
  const sign = hours < 0 ? -1 : 1;
  return sign * shift(Math.round(shift(Math.abs(hours), 2)), -2) || 0;
}

/** A number from 0 to 24, rounded to 2 decimals; null when it is not one. */
export function minimumHoursOf(value: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < 0 || value > MINIMUM_HOURS_MAX) return null;
  return roundHours(value);
}

export const titleTooLong = (title: string) => characterCount(title) > SCHEDULE_TITLE_MAX_LENGTH;

/** Positive integer ids, each once in the order given; null when one is not such an id or there are too many. */
function idListOf(ids: readonly number[], max: number): number[] | null {
  const unique = [...new Set(ids)];
  if (unique.length > max) return null;
  return unique.every((id) => Number.isSafeInteger(id) && id > 0) ? unique : null;
}

/**
 * The contract's checks in order; the first that fails is thrown (INVALID_ARGUMENT with
 * its reason, the spec's or the contract's message, and the field in the violations).
 */
export function validatedAddSchedule(request: RequestOf<'AddSchedule'>): ScheduleInput {
  const dateFrom = textOf(request.date_from);
  const timeFrom = textOf(request.time_from);
  const timeTo = textOf(request.time_to);
  const timezone = textOf(request.timezone);
  const repetition = textOf(request.repetition);
  const hours = request.minimum_hours;
  if (!dateFrom || !timeFrom || !timeTo || !timezone || !repetition || hours === undefined) {
    const missing = Object.entries({
      date_from: dateFrom,
      time_from: timeFrom,
      time_to: timeTo,
      timezone,
      minimum_hours: hours,
      repetition,
    }).filter(([, value]) => value === undefined);
    throw invalidArgument(
      Reason.SCHEDULE_FIELDS_REQUIRED,
      MESSAGES.fieldsRequired,
      Object.fromEntries(missing.map(([field]) => [field, [MESSAGES.fieldsRequired]])),
    );
  }

  if (!isRepetition(repetition))
    throw invalid(Reason.INVALID_REPETITION, MESSAGES.repetition, 'repetition');

  // never: one occurrence on date_from; day_repeat and until are ignored.
  const repeats = repetition !== 'never';
  const dayRepeatText = repeats ? textOf(request.day_repeat) : undefined;
  const untilText = repeats ? textOf(request.until) : undefined;
  if (repeats && (!dayRepeatText || !untilText)) {
    const field = dayRepeatText ? 'until' : 'day_repeat';
    throw invalid(Reason.REPEAT_FIELDS_REQUIRED, MESSAGES.repeatFieldsRequired, field);
  }

  if (!TIME_PATTERN.test(timeFrom))
    throw invalid(Reason.INVALID_TIME, MESSAGES.time('time_from'), 'time_from');
  if (!TIME_PATTERN.test(timeTo))
    throw invalid(Reason.INVALID_TIME, MESSAGES.time('time_to'), 'time_to');

  if (!isTimezone(timezone)) throw invalid(Reason.INVALID_TIMEZONE, MESSAGES.timezone, 'timezone');

  const firstDay = calendarDateOf(dateFrom);
  if (firstDay === null) throw invalid(Reason.INVALID_DATE, MESSAGES.date, 'date_from');
  const lastDay = untilText === undefined ? undefined : calendarDateOf(untilText);
  if (lastDay === null) throw invalid(Reason.INVALID_DATE, MESSAGES.date, 'until');

  const days = dayRepeatText === undefined ? [] : parseDayRepeat(dayRepeatText);
  if (days === null) throw invalid(Reason.INVALID_DAY_REPEAT, MESSAGES.dayRepeat, 'day_repeat');

  // 'YYYY-MM-DD' strings order as their dates do.
  if (lastDay !== undefined && lastDay < firstDay)
    throw invalid(Reason.INVALID_UNTIL, MESSAGES.until, 'until');
  if (lastDay !== undefined && lastDay > addYears(firstDay, HORIZON_YEARS))
    throw invalid(Reason.HORIZON_TOO_LONG, MESSAGES.horizon, 'until');

  const minimumHours = minimumHoursOf(hours);
  if (minimumHours === null)
    throw invalid(Reason.INVALID_MINIMUM_HOURS, MESSAGES.minimumHours, 'minimum_hours');

  // The limit bounds the title as sent (the description's maxLength), padding included.
  if (titleTooLong(request.title ?? ''))
    throw invalid(Reason.INVALID_PARAMETERS, MESSAGES.title, 'title');
  const title = request.title?.trim() ?? '';

  const members = idListOf(request.members ?? [], SCHEDULE_MEMBER_IDS_MAX_ITEMS);
  if (members === null) throw invalid(Reason.INVALID_PARAMETERS, MESSAGES.members, 'members');
  const groupIds = idListOf(request.groupsId ?? [], SCHEDULE_GROUP_IDS_MAX_ITEMS);
  if (groupIds === null) throw invalid(Reason.INVALID_PARAMETERS, MESSAGES.groups, 'groupsId');

  return {
    firstDay,
    ...(lastDay === undefined ? {} : { lastDay }),
    timeFrom,
    timeTo,
    timezone,
    minimumHours,
    repetition,
    days: [...new Set(days)],
    dayRepeat: [...new Set(days)].join(','),
    title,
    members,
    groupIds,
  };
}

/** What the expansion needs of a validated schedule. */
export const expansionOf = (input: ScheduleInput): ExpansionInput => ({
  firstDay: input.firstDay,
  ...(input.lastDay === undefined ? {} : { lastDay: input.lastDay }),
  timeFrom: input.timeFrom,
  timeTo: input.timeTo,
  timezone: input.timezone,
  repetition: input.repetition,
  days: input.days,
});
