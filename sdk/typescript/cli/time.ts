// Dates, clock times and durations as the command line reads and shows them, in an IANA
// zone, with Intl only (no date library): the CLI ships with the SDK's few dependencies.
import { UsageError } from './errors';

/** A calendar day, independent of any zone. */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

/** Minutes since midnight of a wall-clock time (09:30 → 570). */
export type ClockMinutes = number;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The zone the process runs in (TZ, else the system's), as Intl reads it. */
export function systemZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether Intl knows the zone (an unknown one throws a RangeError there). */
export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(instant: number, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a day has in a zone. The offset is read at a first guess
 * and again at the answer, because it may differ on either side of a DST change. A time the
 * change skips (02:30 when clocks jump from 02:00 to 03:00) lands after it, as a clock read
 * an hour late would; a time that happens twice is its first occurrence.
 */
export function zonedInstant(date: CalendarDate, minutes: ClockMinutes, zone: string): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  const firstOffset = zoneOffset(wallAsUtc, zone);
  const first = wallAsUtc - firstOffset;
  const secondOffset = zoneOffset(first, zone);
  if (secondOffset === firstOffset) return new Date(first);
  const second = wallAsUtc - secondOffset;
  if (zoneOffset(second, zone) === secondOffset) return new Date(second);
  // Neither offset holds at its own answer: the time is in the gap of a spring change.
  return new Date(Math.max(first, second));
}

/** The calendar day an instant falls on in a zone. */
export function dateIn(instant: Date | number, zone: string): CalendarDate {
  const { year, month, day } = wallClock(new Date(instant).getTime(), zone);
  return { year, month, day };
}

/** `09:05` of an instant in a zone. */
export function formatClock(instant: Date | string | number, zone: string): string {
  const { hour, minute } = wallClock(new Date(instant).getTime(), zone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** `09:00–10:30`; a running entry (no end) is `09:00–now`. */
export function formatSpan(start: string, end: string | null, zone: string): string {
  return `${formatClock(start, zone)}–${end ? formatClock(end, zone) : 'now'}`;
}

/** `1h 30m`, `45m`, `2h`; under a minute `0m` (seconds are noise in a time sheet). */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

/** `2026-11-23`. */
export function formatDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** `Mon 2026-11-23`. */
export function formatDayHeading(date: CalendarDate): string {
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][dayOfWeek(date)];
  return `${weekday} ${formatDate(date)}`;
}

/** `2026-11-23` → the day; anything else (or an impossible day) is a usage error. */
export function parseDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) throw new UsageError(`"${text}" is not a date: use YYYY-MM-DD`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) {
    throw new UsageError(`"${text}" is not a day of the calendar`);
  }
  return date;
}

/** `9:00` or `09:30` (24-hour, H:MM or HH:MM), 0:00 to 24:00 → minutes since midnight. */
export function parseClock(text: string): ClockMinutes {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) {
    throw new UsageError(`"${text}" is not a time of day: use H:MM (24-hour)`);
  }
  return hours * 60 + minutes;
}

/**
 * `9:00-10:30` (or with an en dash) → start and end minutes. An end before the start is on
 * the next day (a night shift, 22:00-01:00); an empty span is refused.
 */
export function parseSpan(text: string): { start: ClockMinutes; end: ClockMinutes } {
  const halves = text.split(/\s*[-–]\s*/);
  if (halves.length !== 2) {
    throw new UsageError(`"${text}" is not a time span: use START-END, e.g. 9:00-10:30`);
  }
  const start = parseClock(halves[0]!);
  let end = parseClock(halves[1]!);
  if (end === start) throw new UsageError(`"${text}" is an empty span`);
  if (end < start) end += 24 * 60;
  return { start, end };
}

/** The day n days after (or before) a day. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
function dayOfWeek(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The Monday of the ISO week a day is in. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** The ISO week of a day: `2026-W48` (the week's Thursday names its year). */
export function isoWeek(date: CalendarDate): string {
  const thursday = addDays(mondayOf(date), 3);
  const januaryFirst = Date.UTC(thursday.year, 0, 1);
  const dayOfYear = Math.round(
    (Date.UTC(thursday.year, thursday.month - 1, thursday.day) - januaryFirst) / DAY_MS,
  );
  return `${thursday.year}-W${pad(Math.floor(dayOfYear / 7) + 1)}`;
}

/** `2026-W48` (checked), or a date whose ISO week is meant. */
export function parseWeek(text: string): string {
  const week = /^(\d{4})-W(\d{2})$/i.exec(text.trim());
  if (week) {
    const number = Number(week[2]);
    // ISO years have 52 or 53 weeks: a year's 53rd exists when 28 December is in it.
    const weeksInYear = isoWeek({ year: Number(week[1]), month: 12, day: 28 }).endsWith('53')
      ? 53
      : 52;
    if (number < 1 || number > weeksInYear) {
      throw new UsageError(`"${text}" is not a week of ${week[1]}`);
    }
    return `${week[1]}-W${week[2]}`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return isoWeek(parseDate(text));
  throw new UsageError(`"${text}" is not a week: use YYYY-Www (2026-W48) or a date`);
}

/** A range of days [from, to): `to` is the day after the last one. */
export interface DayRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** `--from D [--to D]`: the days from one to the other, both included (`to`: today). */
export function customRange(
  fromText: string,
  toText: string | undefined,
  today: CalendarDate,
): DayRange {
  const from = parseDate(fromText);
  const to = addDays(toText === undefined ? today : parseDate(toText), 1);
  if (Date.UTC(to.year, to.month - 1, to.day) <= Date.UTC(from.year, from.month - 1, from.day)) {
    throw new UsageError(`--to ${toText ?? formatDate(today)} is before --from ${fromText}`);
  }
  return { from, to };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The week a day is in, starting on the team's `week_start` (Monday unless known). */
export function weekRange(today: CalendarDate, weekStart = 'monday'): DayRange {
  const startDay = Math.max(0, WEEKDAYS.indexOf(weekStart.toLowerCase()));
  const from = addDays(today, -((dayOfWeek(today) - startDay + 7) % 7));
  return { from, to: addDays(from, 7) };
}

export function monthRange(today: CalendarDate): DayRange {
  const from = { year: today.year, month: today.month, day: 1 };
  const next =
    today.month === 12 ? { year: today.year + 1, month: 1 } : { ...today, month: today.month + 1 };
  return { from, to: { year: next.year, month: next.month, day: 1 } };
}

/** The instants a day range starts and ends at in a zone (midnight to midnight). */
export function rangeInstants(range: DayRange, zone: string): { from: Date; to: Date } {
  return { from: zonedInstant(range.from, 0, zone), to: zonedInstant(range.to, 0, zone) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
