// The local day and week of an imported entry's start, fast: reading a zone's calendar
// costs tens of microseconds a call (Intl), an import asks it twice for each of 100,000
// rows, and most rows fall on a few hundred days. Each local day found is kept with its
// bounds (its first instant and the next day's), so an instant inside a known day is
// answered by two comparisons; only the first instant of a day asks the zone database.
import {
  formatWeekName,
  isoDateOf,
  localDayOf,
  startOfLocalDay,
  weekNameOf,
  type DayNumber,
} from '@workmesh/platform';

const MS_PER_DAY = 86_400_000;
/** Days kept at most (then forgotten at once): bounded memory, whatever the file. */
const DAYS_KEPT = 20_000;

interface LocalDay {
  day: DayNumber;
  /** [from, to): the instants of the day in the zone. */
  from: number;
  to: number;
  date: string;
  /** Week names by week start. */
  weeks: Map<string, string>;
}

/** Known days by zone and UTC day: a local day overlaps at most three UTC days. */
const known = new Map<string, LocalDay[]>();

function dayAt(instant: Date, zone: string): LocalDay {
  const at = instant.getTime();
  const utcDay = Math.floor(at / MS_PER_DAY);
  for (const candidate of [utcDay, utcDay - 1, utcDay + 1])
    for (const day of known.get(`${zone}|${candidate}`) ?? [])
      if (day.from <= at && at < day.to) return day;
  const number = localDayOf(instant, zone);
  const found: LocalDay = {
    day: number,
    from: startOfLocalDay(number, zone).getTime(),
    to: startOfLocalDay(number + 1, zone).getTime(),
    date: isoDateOf(number),
    weeks: new Map(),
  };
  if (known.size >= DAYS_KEPT) known.clear();
  const key = `${zone}|${Math.floor(found.from / MS_PER_DAY)}`;
  known.set(key, [...(known.get(key) ?? []), found]);
  return found;
}

/** YYYY-MM-DD of the instant in the zone. */
export const localDateAt = (instant: Date, zone: string): string => dayAt(instant, zone).date;

/** The ISO week name (e.g. 2026-W10) of the instant in the zone, weeks starting on `weekStart`. */
export function weekNameAt(instant: Date, zone: string, weekStart: string): string {
  const day = dayAt(instant, zone);
  let week = day.weeks.get(weekStart);
  if (week === undefined) {
    week = formatWeekName(weekNameOf(new Date(day.from), zone, weekStart));
    day.weeks.set(weekStart, week);
  }
  return week;
}
