// The calendar of invoices (issue 20), pure: billed periods as local days of the team's
// zone, due dates, and the periods of automatic invoicing. A period's instants are the
// local midnights of its first day and of the day after its last, each converted for its
// own instant (a period across a DST change is 1 hour shorter or longer).
import {
  dayOfIsoDate,
  type INVOICE_FREQUENCIES,
  isoDateOf,
  localDayOf,
  monthOf,
  startOfLocalDay,
  WEEK_DAYS,
  type DayNumber,
  type WeekDay,
} from '@workmesh/platform';

/** The instants [from, to) of local days first…last (inclusive) in the zone. */
export function periodInstants(
  first: string,
  last: string,
  timezone: string,
): { from: Date; to: Date } {
  return {
    from: startOfLocalDay(dayOfIsoDate(first) as DayNumber, timezone),
    to: startOfLocalDay((dayOfIsoDate(last) as DayNumber) + 1, timezone),
  };
}

/** The date `days` days after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string =>
  isoDateOf((dayOfIsoDate(date) as DayNumber) + days);

/** Today in the zone. */
export const todayIn = (now: Date, timezone: string): string =>
  isoDateOf(localDayOf(now, timezone));

/** A client's `frequency` (platform's INVOICE_FREQUENCIES, which the clients service checks). */
export type Frequency = (typeof INVOICE_FREQUENCIES)[number];

/** An automatic invoice's period: its days, and when it is due (its end + delay_days). */
export interface AutoPeriod {
  first: string;
  last: string;
  /** The instant the invoice is due to be made: local midnight after `last` + delay days. */
  dueAt: Date;
}

// Bi-weekly periods are anchored on the week of Monday 1970-01-05 (with another week
// start D, its last D on or before that Monday, as timesheet weeks are): every other week
// from there, so a period never depends on when automatic invoicing was turned on or on
// which replica looks.
const ANCHOR_MONDAY: DayNumber = 4;

const weekStartIndex = (weekStart: string): number =>
  Math.max(0, WEEK_DAYS.indexOf(weekStart.toLowerCase() as WeekDay));

/** The first day of the period (of the frequency) that holds `day`. */
function periodStartOf(day: DayNumber, frequency: Frequency, weekStart: string): DayNumber {
  if (frequency === 'monthly') return monthOf(day).first;
  const anchor = ANCHOR_MONDAY - ((7 - weekStartIndex(weekStart)) % 7);
  const length = frequency === 'weekly' ? 7 : 14;
  return anchor + Math.floor((day - anchor) / length) * length;
}

function periodAfter(first: DayNumber, frequency: Frequency): DayNumber {
  if (frequency === 'monthly') return monthOf(first).next;
  return first + (frequency === 'weekly' ? 7 : 14);
}

/**
 * The latest period whose invoice is due at `now` (ended, and delay_days passed), read
 * in the team's zone: the period before the current one, or the one before that while
 * the delay of the last has not passed yet.
 */
export function latestDuePeriod(
  now: Date,
  frequency: Frequency,
  delayDays: number,
  timezone: string,
  weekStart: string,
): AutoPeriod {
  const today = localDayOf(now, timezone);
  let first = periodStartOf(today, frequency, weekStart);
  for (;;) {
    const previous = periodStartOf(first - 1, frequency, weekStart);
    const dueDay = first + delayDays;
    const dueAt = startOfLocalDay(dueDay, timezone);
    if (dueAt.getTime() <= now.getTime()) {
      const afterPrevious = periodAfter(previous, frequency);
      return { first: isoDateOf(previous), last: isoDateOf(afterPrevious - 1), dueAt };
    }
    first = previous;
  }
}
