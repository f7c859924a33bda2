// Calendar arithmetic in a team's zone, shared by tracking (timesheets, reports, budgets) and
// invoices (invoice periods, due dates). Week arithmetic of timesheets (issue 18). A week is named `YYYY-Www`
// (ISO 8601 week numbering). With week_start monday it is the ISO week; with another
// start day D, the week named W starts on the last D on or before the Monday of ISO week
// W (docs/adr/0048-team-weeks-are-named-by-iso-week.md). Its bounds are the local midnights of its first day and of the
// day after its last in the team's zone, each converted to UTC for its own instant, so a
// week across a DST change lasts 167 or 169 hours. Pure: no I/O (Intl knows the zones).

/** A calendar date, no zone: days since 1970-01-01 (negative before). */
export type DayNumber = number;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The years a week name may have. */
export const FIRST_WEEK_YEAR = 1970;
export const LAST_WEEK_YEAR = 2999;

const WEEK_NAME = /^(\d{4})-W(\d{2})$/;

export interface WeekName {
  year: number;
  week: number;
}

/** A week of a team: its name, first local day, bounds (UTC) and its seven local dates. */
export interface WeekSpan {
  week: string;
  from: Date;
  /** Exclusive: the next week's from. */
  to: Date;
  /** YYYY-MM-DD in the zone, the 7 days of the week in order. */
  days: string[];
}

const dayOf = (year: number, month: number, day: number): DayNumber => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return Math.floor(date.getTime() / MS_PER_DAY);
};

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: DayNumber): number => (((day + 3) % 7) + 7) % 7;

const partsOf = (day: DayNumber) => {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const isoDateOf = (day: DayNumber): string => {
  const { year, month, day: dayOfMonth } = partsOf(day);
  return `${pad(year, 4)}-${pad(month)}-${pad(dayOfMonth)}`;
};

/** The Monday of ISO week 1 of the year (the week with the year's first Thursday). */
const firstMondayOf = (year: number): DayNumber => {
  const january4 = dayOf(year, 1, 4);
  return january4 - weekdayOf(january4);
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of `YYYY-MM-DD` (checked: no rolling over), or undefined. */
export function dayOfIsoDate(text: string): DayNumber | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const day = dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  return isoDateOf(day) === text ? day : undefined;
}

/** The first day of the month the day is in, and of the month after. */
export function monthOf(day: DayNumber): { first: DayNumber; next: DayNumber; name: string } {
  const { year, month } = partsOf(day);
  return {
    first: dayOf(year, month, 1),
    next: month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1),
    name: `${pad(year, 4)}-${pad(month)}`,
  };
}

/** Whether the ISO year has a week 53 (its Dec 28 is in its last week). */
export const hasWeek53 = (year: number): boolean => {
  const december28 = dayOf(year, 12, 28);
  return Math.round((december28 - weekdayOf(december28) - firstMondayOf(year)) / 7) + 1 === 53;
};

/** The ISO week a date is in: the year of its week's Thursday. */
const isoWeekOf = (day: DayNumber): WeekName => {
  const thursday = day - weekdayOf(day) + 3;
  const { year } = partsOf(thursday);
  return { year, week: Math.floor((thursday - firstMondayOf(year)) / 7) + 1 };
};

export const formatWeekName = ({ year, week }: WeekName): string => `${pad(year, 4)}-W${pad(week)}`;

/** Why a text is not a week name, or null when it is one. */
export function weekNameProblem(text: string): string | null {
  const match = WEEK_NAME.exec(text);
  if (!match) return 'The week must be an ISO week such as 2026-W48.';
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < FIRST_WEEK_YEAR || year > LAST_WEEK_YEAR)
    return `The week's year must be between ${FIRST_WEEK_YEAR} and ${LAST_WEEK_YEAR}.`;
  if (week < 1 || week > 53) return 'The week number must be between 01 and 53.';
  if (week === 53 && !hasWeek53(year)) return `The year ${year} has no week 53.`;
  return null;
}

/** The week name, checked (weekNameProblem first): throws on a bad one. */
export function parseWeekName(text: string): WeekName {
  const problem = weekNameProblem(text);
  if (problem) throw new Error(problem);
  const [, year, week] = WEEK_NAME.exec(text) as RegExpExecArray;
  return { year: Number(year), week: Number(week) };
}

const weekStartIndex = (weekStart: string): number => {
  const index = WEEK_DAYS.indexOf(weekStart.toLowerCase() as WeekDay);
  return index < 0 ? 0 : index;
};

/** The first day of the week named, for weeks starting on weekStart. */
const firstDayOf = (name: WeekName, weekStart: string): DayNumber => {
  const monday = firstMondayOf(name.year) + (name.week - 1) * 7;
  return monday - ((7 - weekStartIndex(weekStart)) % 7);
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timezone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
};

/** The zone's wall clock at the instant, as if it were UTC (milliseconds, whole seconds). */
const wallClockOf = (instant: number, timezone: string): number => {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timezone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = new Date(Date.UTC(2000, parts.month - 1, parts.day, parts.hour, parts.minute));
  wall.setUTCFullYear(parts.year);
  return wall.getTime() + parts.second * 1000;
};

/** The zone's offset from UTC at the instant, in milliseconds. */
const offsetAt = (instant: number, timezone: string): number =>
  wallClockOf(Math.floor(instant / 1000) * 1000, timezone) - Math.floor(instant / 1000) * 1000;

/** The local date (days) of an instant in the zone. */
export const localDayOf = (instant: Date, timezone: string): DayNumber =>
  Math.floor(wallClockOf(instant.getTime(), timezone) / MS_PER_DAY);

/** YYYY-MM-DD of the instant in the zone. */
export const localDateOf = (instant: Date, timezone: string): string =>
  isoDateOf(localDayOf(instant, timezone));

/**
 * The first instant of the local day in the zone: its midnight, the earlier one if
 * midnight happens twice, or the end of the gap if the day starts in one.
 */
export function startOfLocalDay(day: DayNumber, timezone: string): Date {
  const wall = day * MS_PER_DAY;
  const offsets = new Set(
    [-MS_PER_DAY, 0, MS_PER_DAY].map((shift) => offsetAt(wall + shift, timezone)),
  );
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallClockOf(instant, timezone) === wall);
  if (exact !== undefined) return new Date(exact);
  const sameDay = candidates.find(
    (instant) => Math.floor(wallClockOf(instant, timezone) / MS_PER_DAY) === day,
  );
  return new Date(sameDay ?? candidates[0]);
}

/** The week named, read in the zone, starting on weekStart. */
export function weekSpan(name: WeekName, timezone: string, weekStart: string): WeekSpan {
  const first = firstDayOf(name, weekStart);
  return {
    week: formatWeekName(name),
    from: startOfLocalDay(first, timezone),
    to: startOfLocalDay(first + 7, timezone),
    days: Array.from({ length: 7 }, (_, index) => isoDateOf(first + index)),
  };
}

/** The name of the week the instant is in, read in the zone, weeks starting on weekStart. */
export function weekNameOf(instant: Date, timezone: string, weekStart: string): WeekName {
  const day = localDayOf(instant, timezone);
  const startIndex = weekStartIndex(weekStart);
  const first = day - ((weekdayOf(day) - startIndex + 7) % 7);
  // The Monday the week is named after: the first Monday on or after its first day.
  return isoWeekOf(first + ((7 - startIndex) % 7));
}

/** The week the instant is in. */
export const weekSpanOf = (instant: Date, timezone: string, weekStart: string): WeekSpan =>
  weekSpan(weekNameOf(instant, timezone, weekStart), timezone, weekStart);
