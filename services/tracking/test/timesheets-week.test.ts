// Week arithmetic (week.ts): ISO week names and week 53, a week starting on another day
// (the last start day on or before the ISO week's Monday), bounds as local midnights in
// the zone converted per instant (167 or 169 hours across a DST change; a day that starts
// in a gap), and the week an instant is in.
import {
  hasWeek53,
  localDateOf,
  parseWeekName,
  startOfLocalDay,
  weekNameOf,
  weekNameProblem,
  weekSpan,
  formatWeekName,
} from '../src/week';

const HOUR = 3600 * 1000;
const hoursOf = (span: { from: Date; to: Date }) =>
  (span.to.getTime() - span.from.getTime()) / HOUR;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / (24 * HOUR);

describe('week names', () => {
  it('accepts YYYY-Www and names the problem of anything else', () => {
    expect(weekNameProblem('2026-W48')).toBeNull();
    expect(weekNameProblem('2026-48')).toBe('The week must be an ISO week such as 2026-W48.');
    expect(weekNameProblem('2026-W4')).toBe('The week must be an ISO week such as 2026-W48.');
    expect(weekNameProblem('2026-W00')).toBe('The week number must be between 01 and 53.');
    expect(weekNameProblem('2026-W54')).toBe('The week number must be between 01 and 53.');
    expect(weekNameProblem('1969-W10')).toBe("The week's year must be between 1970 and 2999.");
  });

  it('week 53 only in the years that have one (Jan 1 a Thursday, or a Wednesday in a leap year)', () => {
    expect(hasWeek53(2026)).toBe(true); // Jan 1 2026: Thursday
    expect(hasWeek53(2020)).toBe(true); // leap, Jan 1 2020: Wednesday
    expect(hasWeek53(2025)).toBe(false);
    expect(hasWeek53(2024)).toBe(false); // leap, Jan 1 2024: Monday
    expect(weekNameProblem('2025-W53')).toBe('The year 2025 has no week 53.');
    expect(weekNameProblem('2026-W53')).toBeNull();
  });
});

describe('weekSpan', () => {
  it('monday: the ISO week, UTC midnights, 168 hours, its 7 dates', () => {
    const span = weekSpan(parseWeekName('2026-W48'), 'UTC', 'monday');

    expect(span.from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(span.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('week 1 may start in the previous year; week 53 ends in the next', () => {
    expect(weekSpan(parseWeekName('2026-W01'), 'UTC', 'monday').from.toISOString()).toBe(
      '2025-12-29T00:00:00.000Z',
    );
    expect(weekSpan(parseWeekName('2026-W53'), 'UTC', 'monday').to.toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });

  it('sunday: the Sunday before the ISO Monday; another day: the last one on or before it', () => {
    const sunday = weekSpan(parseWeekName('2026-W48'), 'UTC', 'sunday');
    const saturday = weekSpan(parseWeekName('2026-W48'), 'UTC', 'saturday');
    const tuesday = weekSpan(parseWeekName('2026-W48'), 'UTC', 'tuesday');

    expect(sunday.days[0]).toBe('2026-11-22');
    expect(sunday.days[6]).toBe('2026-11-28');
    expect(saturday.days[0]).toBe('2026-11-21');
    expect(tuesday.days[0]).toBe('2026-11-17');
  });

  it('America/New_York across the fall-back day (Nov 1 2026) is 169 hours', () => {
    const sunday = weekSpan(parseWeekName('2026-W45'), 'America/New_York', 'sunday');
    const monday = weekSpan(parseWeekName('2026-W44'), 'America/New_York', 'monday');

    expect(sunday.from.toISOString()).toBe('2026-11-01T04:00:00.000Z'); // EDT midnight
    expect(sunday.to.toISOString()).toBe('2026-11-08T05:00:00.000Z'); // EST midnight
    expect(hoursOf(sunday)).toBe(169);
    expect(monday.from.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(monday.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(hoursOf(monday)).toBe(169);
  });

  it('America/New_York across the spring-forward day (Mar 8 2026) is 167 hours', () => {
    const monday = weekSpan(parseWeekName('2026-W10'), 'America/New_York', 'monday');

    expect(monday.from.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(monday.to.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(hoursOf(monday)).toBe(167);
  });

  it('a day that starts in a DST gap starts when the gap ends (Santiago, 2024-09-08 00:00 → 01:00)', () => {
    const start = startOfLocalDay(dayNumber('2024-09-08'), 'America/Santiago');

    expect(start.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(localDateOf(start, 'America/Santiago')).toBe('2024-09-08');
    expect(localDateOf(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2024-09-07');
  });
});

describe('weekNameOf', () => {
  it('reads the instant in the zone: a Sunday evening in New York is Monday in UTC', () => {
    const sundayEvening = new Date('2026-11-30T02:00:00Z'); // Nov 29, 21:00 EST

    expect(formatWeekName(weekNameOf(sundayEvening, 'UTC', 'monday'))).toBe('2026-W49');
    expect(formatWeekName(weekNameOf(sundayEvening, 'America/New_York', 'monday'))).toBe(
      '2026-W48',
    );
  });

  it('sunday start: a Sunday belongs to the week of the Monday after it', () => {
    const sunday = new Date('2026-11-29T12:00:00Z');

    expect(formatWeekName(weekNameOf(sunday, 'UTC', 'sunday'))).toBe('2026-W49');
    expect(formatWeekName(weekNameOf(sunday, 'UTC', 'monday'))).toBe('2026-W48');
  });

  it('is the inverse of weekSpan for every start day, across a year boundary', () => {
    for (const start of [
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
      for (const name of ['2026-W53', '2027-W01', '2025-W01', '2026-W45']) {
        const span = weekSpan(parseWeekName(name), 'America/New_York', start);
        const last = new Date(span.to.getTime() - 1000);
        expect(formatWeekName(weekNameOf(span.from, 'America/New_York', start))).toBe(name);
        expect(formatWeekName(weekNameOf(last, 'America/New_York', start))).toBe(name);
      }
  });
});
