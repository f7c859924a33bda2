// Calendar arithmetic in an IANA zone (Intl only; pure): the local day an instant falls
// on, the instant a local day starts (a local midnight, or the first instant after it
// when a DST change skips midnight) and the week (YYYY-Www) a local day belongs to from
// the team's week_start. Days are counted as day numbers: whole days since 1970-01-01 of
// the local calendar, so that day arithmetic is integer arithmetic, never 24-hour steps.

const MS_PER_DAY = 86_400_000;
/** Wider than any UTC offset (−12 h … +14 h) plus a day change. */
const SEARCH_MARGIN_MS = 27 * 3_600_000;

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at the instant, read as if it were UTC (whole seconds). */
function wallClockMs(instantMs: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instantMs))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
}

/** The local day (day number) of the instant in the zone. */
export const localDayOf = (instantMs: number, zone: string): number =>
  Math.floor(wallClockMs(instantMs, zone) / MS_PER_DAY);

/**
 * The first instant of local day `day` in the zone: its midnight, or when a DST change
 * skips midnight, the first instant that is on that day.
 */
export function startOfLocalDay(day: number, zone: string): number {
  const wall = day * MS_PER_DAY;
  const offsetAt = (instant: number) =>
    wallClockMs(instant, zone) - Math.floor(instant / 1000) * 1000;
  const first = wall - offsetAt(wall);
  const guess = wall - offsetAt(first);
  if (localDayOf(guess, zone) === day && localDayOf(guess - 1, zone) < day) return guess;
  // Midnight does not exist that day (or the guess missed): search for the day's first instant.
  let before = wall - SEARCH_MARGIN_MS;
  let onOrAfter = wall + SEARCH_MARGIN_MS;
  while (onOrAfter - before > 1) {
    const middle = Math.floor((before + onOrAfter) / 2);
    if (localDayOf(middle, zone) >= day) onOrAfter = middle;
    else before = middle;
  }
  return onOrAfter;
}

/** The day number of a calendar date 'YYYY-MM-DD' (assumed valid). */
export function dayNumberOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** 'YYYY-MM-DD' of a day number. */
export const dateOf = (day: number): string =>
  new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** ISO day of the week: 1 Monday … 7 Sunday (day 0, 1970-01-01, was a Thursday). */
export const isoWeekDayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** The ISO 8601 week name (YYYY-Www) of a day: the week of its Thursday, in its Thursday's year. */
export function isoWeekNameOf(day: number): string {
  const thursday = day - isoWeekDayOf(day) + 4;
  const year = new Date(thursday * MS_PER_DAY).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / MS_PER_DAY) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day (day number) of the team's week that holds `day`. */
export function weekStartDayOf(day: number, weekStart: WeekDay): number {
  const startWeekDay = WEEK_DAYS.indexOf(weekStart) + 1;
  return day - ((isoWeekDayOf(day) - startWeekDay + 7) % 7);
}

/**
 * The name of the team's week that holds `day`. With week_start monday it is the ISO
 * week; with another start day D, the week named W is the one that starts on the last D
 * on or before the Monday of ISO week W, i.e. it holds that Monday (docs/decisions.md).
 */
export function weekNameOf(day: number, weekStart: WeekDay): string {
  const start = weekStartDayOf(day, weekStart);
  const mondayInIt = start + ((8 - isoWeekDayOf(start)) % 7);
  return isoWeekNameOf(mondayInIt);
}

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function dayMonthOf(day: number): { date: Date; text: string } {
  const date = new Date(day * MS_PER_DAY);
  return { date, text: `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}` };
}

/** A day as people read it: "Mon, 2 Nov 2026". */
export function dayTitleOf(day: number): string {
  const { date, text } = dayMonthOf(day);
  return `${SHORT_DAYS[isoWeekDayOf(day) - 1]}, ${text} ${date.getUTCFullYear()}`;
}

/** A week as people read it, its first and last day: "2 Nov – 8 Nov 2026". */
export function weekTitleOf(firstDay: number): string {
  const first = dayMonthOf(firstDay);
  const last = dayMonthOf(firstDay + 6);
  const firstYear = first.date.getUTCFullYear();
  const lastYear = last.date.getUTCFullYear();
  return firstYear === lastYear
    ? `${first.text} – ${last.text} ${lastYear}`
    : `${first.text} ${firstYear} – ${last.text} ${lastYear}`;
}
