// The rules of holiday calendars (docs/time-off.md, Holidays): their fields, the dates
// (at most MAX_HOLIDAY_DATES, valid, one per date, sorted), seeding from a country's
// public holidays, and the refusals. Pure but for the seeding's bundled data.
import { alreadyExists, Joi, Reason, recordNotFound } from '@workmesh/platform';
import type { HolidayCalendarChanges, HolidayCalendarRecord, HolidayDateRecord } from './models';
import { utcDayOf } from './entry-rules';
import { publicHolidays } from './holiday-seeding';
import { positiveId, validated } from './request-validation';
import { fieldError, idListRule, nameRule, NAME_MAX_LENGTH } from './time-off-policy-rules';

export const MAX_HOLIDAY_DATES = 400;
export const SEED_YEAR_MIN = 1970;
export const SEED_YEAR_MAX = 2200;

export const calendarNotFoundError = () => recordNotFound(Reason.HOLIDAY_CALENDAR_NOT_FOUND);
export const calendarNameTakenError = () =>
  alreadyExists(
    Reason.HOLIDAY_CALENDAR_NAME_TAKEN,
    'The team already has a holiday calendar with this name.',
  );
export const calendarMemberTakenError = (userIds: number[]) =>
  alreadyExists(
    Reason.HOLIDAY_CALENDAR_MEMBER_TAKEN,
    'A member may follow only one holiday calendar: some of these already follow another.',
    { user_ids: userIds.map(String) },
  );

const dateRule = Joi.string()
  .trim()
  .custom((text: string, helpers) => (utcDayOf(text) ? text : helpers.error('any.invalid')))
  .required()
  .messages({ '*': 'Each holiday date must be a valid YYYY-MM-DD date.' });

const holidayDateSchema = Joi.object({
  date: dateRule,
  name: Joi.string()
    .trim()
    .min(1)
    .max(NAME_MAX_LENGTH)
    .required()
    .messages({
      '*': `Each holiday needs a name of 1 to ${NAME_MAX_LENGTH} characters.`,
    }),
});

const calendarFieldsSchema = Joi.object({
  name: nameRule(),
  dates: Joi.array()
    .items(holidayDateSchema)
    .max(MAX_HOLIDAY_DATES)
    .unique('date')
    .default([])
    .messages({
      'array.max': `A calendar may have at most ${MAX_HOLIDAY_DATES} dates.`,
      'array.unique': 'A calendar has one holiday per date: a date is given twice.',
    }),
  country: Joi.string()
    .trim()
    .uppercase()
    .pattern(/^[A-Z]{2}$/)
    .messages({ '*': 'The country must be an ISO 3166-1 alpha-2 code, e.g. US.' }),
  region: Joi.string()
    .trim()
    .uppercase()
    .pattern(/^[A-Z0-9]{1,10}$/)
    .messages({ '*': 'The region must be a subdivision code of the country, e.g. CA.' }),
  seed_year: Joi.number()
    .integer()
    .min(SEED_YEAR_MIN)
    .max(SEED_YEAR_MAX)
    .messages({ '*': `The seed_year must be a year from ${SEED_YEAR_MIN} to ${SEED_YEAR_MAX}.` }),
  default: Joi.boolean().messages({ '*': 'The default must be true or false.' }),
  user_ids: idListRule('user_ids').default([]),
});

export interface CalendarFieldsInput {
  name?: string;
  dates: HolidayDateRecord[];
  country?: string;
  region?: string;
  seed_year?: number;
  default?: boolean;
  user_ids: number[];
}

export function validatedCalendarFields(fields: unknown): CalendarFieldsInput {
  const input = validated<CalendarFieldsInput>(calendarFieldsSchema, fields ?? {});
  if (input.region !== undefined && input.country === undefined)
    throw fieldError('country', 'The country is required with a region.');
  return input;
}

const calendarRefSchema = Joi.object({ calendar_id: positiveId('calendar_id').required() });

export const validatedCalendarRef = (request: unknown) =>
  validated<{ calendar_id: number }>(calendarRefSchema, request);

/** Sorted by date, one per date: `over` wins a date both have. At most MAX_HOLIDAY_DATES. */
export function mergedDates(
  base: HolidayDateRecord[],
  over: HolidayDateRecord[],
): HolidayDateRecord[] {
  const byDate = new Map(base.map((holiday) => [holiday.date, holiday.name]));
  for (const holiday of over) byDate.set(holiday.date, holiday.name);
  const dates = [...byDate]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
  if (dates.length > MAX_HOLIDAY_DATES)
    throw fieldError('dates', `A calendar may have at most ${MAX_HOLIDAY_DATES} dates.`);
  return dates;
}

/** The dates with the seed year's public holidays added (a date already there wins). */
export function seededDates(
  dates: HolidayDateRecord[],
  input: CalendarFieldsInput,
  defaultYear: number,
): HolidayDateRecord[] {
  if (input.country === undefined) return mergedDates(dates, []);
  const seeded = publicHolidays(
    input.country,
    input.region ?? null,
    input.seed_year ?? defaultYear,
  );
  return mergedDates(seeded, dates);
}

/** What an update changes (only real changes): dates merged unless replaced, then seeded. */
export function calendarChanges(
  calendar: HolidayCalendarRecord,
  input: CalendarFieldsInput & { replace_dates: boolean; replace_user_ids: boolean },
  defaultYear: number,
): HolidayCalendarChanges {
  const changes: HolidayCalendarChanges = {};
  if (input.name !== undefined && input.name !== calendar.name) changes.name = input.name;
  const base = input.replace_dates ? input.dates : mergedDates(calendar.dates, input.dates);
  const dates = seededDates(base, input, defaultYear);
  if (JSON.stringify(dates) !== JSON.stringify(calendar.dates)) changes.dates = dates;
  if (input.country !== undefined) {
    if (input.country !== calendar.country) changes.country = input.country;
    if ((input.region ?? null) !== calendar.region) changes.region = input.region ?? null;
  }
  if (input.default !== undefined && input.default !== calendar.default)
    changes.default = input.default;
  if (
    input.replace_user_ids &&
    JSON.stringify([...input.user_ids].sort()) !== JSON.stringify([...calendar.user_ids].sort())
  )
    changes.user_ids = input.user_ids;
  return changes;
}

/** The member's holiday calendar: the one naming them, else the team's default (or none). */
export function calendarOf(
  calendars: HolidayCalendarRecord[],
  userId: number,
): HolidayCalendarRecord | null {
  return (
    calendars.find((calendar) => calendar.user_ids.includes(userId)) ??
    calendars.find((calendar) => calendar.default) ??
    null
  );
}
