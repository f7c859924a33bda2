// The days time off is counted in (docs/time-off.md, Days): 'YYYY-MM-DD' dates, read in a
// zone only where an instant meets a day (a shift's start, "today", an approved week's
// bounds). Pure functions, no I/O.
import { WORKING_DAYS, type WorkingDay } from '@workmesh/platform';
import moment from 'moment-timezone';
import { dateOfDayNumber, dayNumberOf, weekdayIndexOf } from './schedule-dates';

/** Monday to Friday: the working days when neither the membership nor the team says. */
export const DEFAULT_WORKING_DAYS: readonly WorkingDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The date an instant falls on in a zone. */
export const dayOfInstantIn = (instant: Date, zone: string): string =>
  moment.tz(instant, zone).format('YYYY-MM-DD');

/** The instant a day starts in a zone (a DST gap at midnight moves it to the first real minute). */
export const startOfDayIn = (day: string, zone: string): Date =>
  moment.tz(day, 'YYYY-MM-DD', true, zone).toDate();

/** Today's date in a zone. */
export const todayIn = (zone: string, now: Date = new Date()): string => dayOfInstantIn(now, zone);

export const addDays = (day: string, days: number): string =>
  dateOfDayNumber(dayNumberOf(day) + days);

/** Every date from `from` through `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let number = dayNumberOf(from); number <= dayNumberOf(to); number++)
    days.push(dateOfDayNumber(number));
  return days;
}

/** The day's name as working_days spell it (sun … sat). */
export const weekdayOf = (day: string): WorkingDay =>
  WORKING_DAYS[(weekdayIndexOf(dayNumberOf(day)) + 1) % 7];

export const yearOf = (day: string): number => Number(day.slice(0, 4));
export const monthOf = (day: string): number => Number(day.slice(5, 7));

export const daysInYear = (year: number): number =>
  dayNumberOf(`${year + 1}-01-01`) - dayNumberOf(`${year}-01-01`);

/**
 * The working days that apply: the membership's, else the team's, else Monday to Friday. A
 * membership naming all seven days names none: every invitation stores all seven (teams has
 * no way to set a member's days yet), which would otherwise hide the team's setting.
 */
export function workingDaysOf(membership: readonly string[], team: readonly string[]): string[] {
  if (membership.length > 0 && membership.length < WORKING_DAYS.length) return [...membership];
  if (team.length > 0) return [...team];
  return [...DEFAULT_WORKING_DAYS];
}
