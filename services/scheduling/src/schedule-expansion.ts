// Expands a schedule into its occurrences, in UTC (docs/scheduling.md:
// Dates, DST rule, Repetition). Expansion is per schedule, not per member: the
// service copies the same occurrences to every member. Pure, no I/O.
import type { ScheduleRepetition } from '@workmesh/platform';
import moment from 'moment-timezone';
import {
  MS_PER_DAY,
  WEEKDAYS,
  dayNumberOf,
  minutesOf,
  weekdayIndexOf,
  type Weekday,
} from './schedule-dates';

/** A schedule's repetition: platform's SCHEDULE_REPETITIONS. */
export type Repetition = ScheduleRepetition;

export interface ExpansionInput {
  /** 'YYYY-MM-DD', the calendar date of date_from. */
  firstDay: string;
  /** 'YYYY-MM-DD', the calendar date of until, inclusive; required for weekly and bi-Weekly. */
  lastDay?: string;
  /** 'HH:MM' (TIME_PATTERN). */
  timeFrom: string;
  /** 'HH:MM' (TIME_PATTERN); at or before timeFrom ends on the next day. */
  timeTo: string;
  /** An IANA zone moment-timezone knows (isTimezone). */
  timezone: string;
  repetition: Repetition;
  /** The day_repeat weekdays; ignored for 'never'. */
  days: readonly Weekday[];
}

/** One shift, as UTC instants. */
export interface Occurrence {
  start: Date;
  end: Date;
}

const MS_PER_MINUTE = 60_000;

/** The occurrences of a schedule, ascending by start. */
export function expandSchedule(input: ExpansionInput): Occurrence[] {
  const zone = zoneOf(input.timezone);
  const minutesFrom = minutesOf(input.timeFrom);
  const minutesTo = minutesOf(input.timeTo);
  // Overnight: time_to at or before time_from ends on the next local day (equal times are a
  // shift of one wall-clock day). Durations are wall-clock: an overnight shift across a DST
  // change lasts an hour more or less than time_to − time_from says, as the clock on the wall
  // of the shift's own zone shows it.
  const endDayOffset = minutesTo <= minutesFrom ? 1 : 0;
  return occurrenceDays(input).map((dayNumber) => ({
    start: new Date(instantOfWallTime(zone, wallTimeMs(dayNumber, minutesFrom))),
    end: new Date(instantOfWallTime(zone, wallTimeMs(dayNumber + endDayOffset, minutesTo))),
  }));
}

/** How many occurrences expandSchedule would produce, without converting any time. */
export function countOccurrences(input: ExpansionInput): number {
  return occurrenceDays(input).length;
}

/**
 * The local calendar days (days since 1970-01-01) a schedule occurs on, ascending.
 * never: date_from alone. weekly: every listed weekday from date_from through until.
 * bi-Weekly: the same, in ISO weeks 0, 2, 4, … counted from date_from's week (Monday first);
 * counting weeks rather than reading week numbers keeps the alternation across a year with
 * 53 ISO weeks (2026-W53 is followed by 2027-W02, not 2027-W01).
 */
function occurrenceDays(input: ExpansionInput): number[] {
  const firstDay = dayNumberOf(input.firstDay);
  if (input.repetition === 'never') return [firstDay];
  if (input.lastDay === undefined) {
    throw new RangeError(`lastDay is required for ${input.repetition} repetition`);
  }
  const lastDay = dayNumberOf(input.lastDay);
  const isListed = WEEKDAYS.map((weekday) => input.days.includes(weekday));
  const firstMonday = firstDay - weekdayIndexOf(firstDay);
  const everyOtherWeek = input.repetition === 'bi-Weekly';

  const days: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = weekdayIndexOf(day);
    if (!isListed[weekday]) continue;
    const weeksSinceFirst = (day - weekday - firstMonday) / 7;
    if (everyOtherWeek && weeksSinceFirst % 2 !== 0) continue;
    days.push(day);
  }
  return days;
}

type Zone = NonNullable<ReturnType<typeof moment.tz.zone>>;

function zoneOf(timezone: string): Zone {
  const zone = moment.tz.zone(timezone);
  if (zone === null) throw new RangeError(`Unknown timezone: ${timezone}`);
  return zone;
}

/** A local date and time of day, as milliseconds on a clock that reads UTC. */
function wallTimeMs(dayNumber: number, minutesAfterMidnight: number): number {
  return dayNumber * MS_PER_DAY + minutesAfterMidnight * MS_PER_MINUTE;
}

/**
 * The UTC instant (ms) of a wall time in `zone`, by the contract's DST rule:
 * - a wall time that does not exist (spring forward) moves forward by the gap: it is read
 *   with the offset in force before the change (New York 2026-03-08 02:30 → 03:30 EDT, 07:30Z);
 * - a wall time that exists twice (fall back) is the first of the two, the earlier instant
 *   (New York 2026-11-01 01:30 → 01:30 EDT, 05:30Z).
 * That is what moment.tz() does with its default settings, and Temporal's 'compatible'
 * disambiguation. It is computed here from the zone's offsets, not by moment.tz(), so that
 * the global moment.tz.moveInvalidForward / moveAmbiguousForward switches cannot change
 * it, and so that each conversion is a few binary searches rather than a parsed moment.
 */
function instantOfWallTime(zone: Zone, wallMs: number): number {
  // moment-timezone offsets are minutes west of UTC (New York in winter: 300), so
  // instant = wall time + offset. A day either side of the wall time brackets any change
  // of offset near it (as in Temporal's GetPossibleEpochNanoseconds).
  const offsetBefore = zone.utcOffset(wallMs - MS_PER_DAY);
  const offsetAfter = zone.utcOffset(wallMs + MS_PER_DAY);
  const instantBefore = wallMs + offsetBefore * MS_PER_MINUTE;
  const instantAfter = wallMs + offsetAfter * MS_PER_MINUTE;
  const beforeIsValid = zone.utcOffset(instantBefore) === offsetBefore;
  const afterIsValid = zone.utcOffset(instantAfter) === offsetAfter;
  if (beforeIsValid && afterIsValid) return Math.min(instantBefore, instantAfter);
  if (afterIsValid) return instantAfter;
  // Valid with the earlier offset, or in a gap: read with the offset before the change.
  return instantBefore;
}
