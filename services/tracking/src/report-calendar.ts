// The calendar of a report's days and weeks in its zone: each entry placed at its own start
// instant, so right across DST changes, and the groups' keys and titles of days and weeks.
import { isoDateOf, localDayOf, startOfLocalDay, weekNameOf, weekSpan, type WeekDay } from './week';

/** A group's key and readable name. */
export interface GroupLabel {
  key: string;
  name: string;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const dateParts = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return { at, dayMonth: `${at.getUTCDate()} ${SHORT_MONTHS[at.getUTCMonth()]}` };
};

/** A day as people read it: "Mon, 2 Nov 2026". */
export function dayTitleOf(date: string): string {
  const { at, dayMonth } = dateParts(date);
  return `${SHORT_DAYS[at.getUTCDay()]}, ${dayMonth} ${at.getUTCFullYear()}`;
}

/** A week as people read it, its first and last day: "2 Nov – 8 Nov 2026". */
export function weekTitleOf(firstDate: string, lastDate: string): string {
  const first = dateParts(firstDate);
  const last = dateParts(lastDate);
  const firstYear = first.at.getUTCFullYear();
  const lastYear = last.at.getUTCFullYear();
  return firstYear === lastYear
    ? `${first.dayMonth} – ${last.dayMonth} ${lastYear}`
    : `${first.dayMonth} ${firstYear} – ${last.dayMonth} ${lastYear}`;
}

/**
 * The local days of [from, to) in the zone, and which one an instant falls on: the
 * day's starts are computed once per report and each entry is placed by a binary
 * search, so a DST change moves the boundaries, never an entry to the wrong day.
 */
export interface ReportCalendar {
  /** The day number of an instant inside the period. */
  dayOf(instant: Date): number;
  /** The day's group label (made once per day of the report). */
  dayLabelOf(day: number): GroupLabel;
  /** The label of the team's week that holds the day (made once per day of the report). */
  weekLabelOf(day: number, weekStart: WeekDay): GroupLabel;
}

export function reportCalendar(period: { from: Date; to: Date }, zone: string): ReportCalendar {
  const firstDay = localDayOf(period.from, zone);
  const starts: number[] = [];
  for (let day = firstDay; ; day++) {
    const start = startOfLocalDay(day, zone).getTime();
    if (start >= period.to.getTime()) break;
    starts.push(start);
  }
  const dayLabels = new Map<number, GroupLabel>();
  const weekLabels = new Map<number, GroupLabel>();
  return {
    dayLabelOf(day) {
      let label = dayLabels.get(day);
      if (!label) {
        label = { key: isoDateOf(day), name: dayTitleOf(isoDateOf(day)) };
        dayLabels.set(day, label);
      }
      return label;
    },
    weekLabelOf(day, weekStart) {
      let label = weekLabels.get(day);
      if (!label) {
        const span = weekSpan(
          weekNameOf(startOfLocalDay(day, zone), zone, weekStart),
          zone,
          weekStart,
        );
        label = { key: span.week, name: weekTitleOf(span.days[0], span.days[6]) };
        weekLabels.set(day, label);
      }
      return label;
    },
    dayOf(instant) {
      const at = instant.getTime();
      // The last day that starts at or before the instant (the first one when none does).
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (starts[middle] <= at) low = middle;
        else high = middle - 1;
      }
      return firstDay + low;
    },
  };
}
