// The date, time, zone and day-list values of a schedule, as the contract reads them
// (docs/scheduling.md, Dates). Pure functions, no I/O.
import moment from 'moment-timezone';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** ISO week order, Monday first: the index of a day here is its ISO weekday − 1. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The spec's time_from/time_to pattern, verbatim. */
export const TIME_PATTERN = /^([01]?[0-9]|2[0-3]):[0-5][0-9]$/;

export const MS_PER_DAY = 86_400_000;

// An ISO 8601 date, optionally followed by a time of day and a zone offset. The offset is
// required whenever a time is given: without one the moment in time is unknown, and the
// contract answers `Invalid date format` rather than guessing a zone.
const DATE_OR_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):?(\d{2})))?$/;

/**
 * The calendar date ('YYYY-MM-DD') a date_from or until string names: its date part, in the
 * offset the string itself carries (the contract's "calendar dates as written"). null when
 * the text is not an ISO date or a date-time with offset, or names an impossible date or time.
 */
export function calendarDateOf(text: string): string | null {
  const match = DATE_OR_DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offset, offsetHours, offsetMinutes] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  if (hour !== undefined) {
    if (Number(hour) > 23 || Number(minute) > 59) return null;
    if (second !== undefined && Number(second) > 59) return null;
    if (offset !== 'Z' && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return null;
  }
  return `${year}-${month}-${day}`;
}

/** true when moment-timezone knows `zone` as a zone name ('UTC' included, offsets not). */
export function isTimezone(zone: string): boolean {
  return moment.tz.zone(zone) !== null;
}

/** 'HH:MM' or 'H:MM' → minutes after midnight. Assumes TIME_PATTERN matched. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * A day_repeat list ('mon,wed, fri') → its weekdays in week order, duplicates removed.
 * null when the list is empty or any value is not one of the spec's lowercase day names.
 */
export function parseDayRepeat(text: string): Weekday[] | null {
  const values = text.split(',').map((value) => value.trim());
  if (!values.every(isWeekday)) return null;
  return WEEKDAYS.filter((weekday) => values.includes(weekday));
}

/** A UTC instant in the spec's stored form, 'YYYY-MM-DD HH:MM:SS'. */
export function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Whole calendar days from date a to date b (both 'YYYY-MM-DD'); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return dayNumberOf(b) - dayNumberOf(a);
}

/** The same month and day `years` later; a day the target month lacks (Feb 29) becomes its last. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const targetYear = year + years;
  return dateOfDayNumber(
    dayNumberOfParts(targetYear, month, Math.min(day, daysInMonth(targetYear, month))),
  );
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date: lets day arithmetic stay in plain integers. */
export function dayNumberOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return dayNumberOfParts(year, month, day);
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The ISO weekday of a day number, 0 = Monday … 6 = Sunday (an index into WEEKDAYS). */
export function weekdayIndexOf(dayNumber: number): number {
  // 1970-01-01 was a Thursday (index 3); the double modulo keeps days before 1970 positive.
  return (((dayNumber + 3) % 7) + 7) % 7;
}

function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value);
}

function dayNumberOfParts(year: number, month: number, day: number): number {
  // Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear takes the year as given.
  const utc = new Date(Date.UTC(2000, month - 1, day));
  utc.setUTCFullYear(year);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
