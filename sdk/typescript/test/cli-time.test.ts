// The command line's dates, clock times and durations: parsing what people type, and the
// instants a wall-clock time has in a zone (across DST changes).
import { UsageError } from '../cli/errors';
import {
  addDays,
  dateIn,
  formatClock,
  formatDuration,
  formatSpan,
  isoWeek,
  monthRange,
  parseClock,
  parseDate,
  parseSpan,
  parseWeek,
  weekRange,
  zonedInstant,
} from '../cli/time';

describe('durations and clock times', () => {
  it.each([
    [0, '0m'],
    [59, '0m'],
    [60, '1m'],
    [45 * 60, '45m'],
    [3600, '1h'],
    [5400, '1h 30m'],
    [5459, '1h 30m'],
    [26 * 3600 + 5 * 60, '26h 5m'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows a span in the zone, a running one to now', () => {
    // 14:00Z is 09:00 in New York in winter (UTC−5), 23:00 in Tokyo (UTC+9).
    expect(formatSpan('2026-11-23T14:00:00Z', '2026-11-23T15:30:00Z', 'America/New_York')).toBe(
      '09:00–10:30',
    );
    expect(formatSpan('2026-11-23T14:00:00Z', null, 'Asia/Tokyo')).toBe('23:00–now');
    expect(formatClock('2026-07-01T00:05:00Z', 'Europe/Paris')).toBe('02:05');
  });
});

describe('parsing', () => {
  it('reads H:MM and HH:MM, and refuses the rest as usage errors', () => {
    expect(parseClock('9:00')).toBe(540);
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['9', '9:60', '25:00', '24:01', '9h30', '']) {
      expect(() => parseClock(bad)).toThrow(UsageError);
    }
  });

  it('reads spans; an earlier end is the next day, an empty span is refused', () => {
    expect(parseSpan('9:00-10:30')).toEqual({ start: 540, end: 630 });
    expect(parseSpan('9:00 – 10:30')).toEqual({ start: 540, end: 630 });
    expect(parseSpan('22:00-01:00')).toEqual({ start: 1320, end: 1500 });
    expect(() => parseSpan('9:00-9:00')).toThrow('empty span');
    expect(() => parseSpan('9:00')).toThrow(UsageError);
  });

  it('reads dates and refuses days the calendar does not have', () => {
    expect(parseDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(() => parseDate('2026-02-29')).toThrow(UsageError);
    expect(() => parseDate('28/02/2026')).toThrow(UsageError);
  });

  it('reads a week as YYYY-Www or as a day in it', () => {
    expect(parseWeek('2026-W48')).toBe('2026-W48');
    expect(parseWeek('2026-w05')).toBe('2026-W05');
    expect(parseWeek('2026-11-29')).toBe('2026-W48'); // a Sunday: the week of Monday the 23rd
    expect(parseWeek('2026-W53')).toBe('2026-W53'); // 2026 has 53 ISO weeks
    expect(() => parseWeek('2025-W53')).toThrow(UsageError); // 2025 has 52
    expect(() => parseWeek('2026-W00')).toThrow(UsageError);
    expect(() => parseWeek('next week')).toThrow(UsageError);
  });
});

describe('weeks and months', () => {
  it('names ISO weeks by their Thursday, across year ends', () => {
    expect(isoWeek({ year: 2026, month: 11, day: 23 })).toBe('2026-W48');
    expect(isoWeek({ year: 2027, month: 1, day: 1 })).toBe('2026-W53');
    expect(isoWeek({ year: 2021, month: 1, day: 3 })).toBe('2020-W53');
    expect(isoWeek({ year: 2024, month: 12, day: 30 })).toBe('2025-W01');
  });

  it("a week runs from the team's week_start (Monday unless known) seven days; a month to the first of the next", () => {
    expect(weekRange({ year: 2026, month: 11, day: 29 })).toEqual({
      from: { year: 2026, month: 11, day: 23 },
      to: { year: 2026, month: 11, day: 30 },
    });
    // A team whose week starts on Sunday: Sunday 29 November starts its own week.
    expect(weekRange({ year: 2026, month: 11, day: 29 }, 'sunday')).toEqual({
      from: { year: 2026, month: 11, day: 29 },
      to: { year: 2026, month: 12, day: 6 },
    });
    expect(weekRange({ year: 2026, month: 11, day: 28 }, 'Sunday')).toEqual({
      from: { year: 2026, month: 11, day: 22 },
      to: { year: 2026, month: 11, day: 29 },
    });
    expect(weekRange({ year: 2026, month: 11, day: 27 }, 'saturday').from).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
    expect(monthRange({ year: 2026, month: 12, day: 15 })).toEqual({
      from: { year: 2026, month: 12, day: 1 },
      to: { year: 2027, month: 1, day: 1 },
    });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });
});

describe('wall-clock times in a zone', () => {
  it('gives the instant of a day and time in the zone, on both sides of DST', () => {
    const day = { year: 2026, month: 11, day: 23 };
    expect(zonedInstant(day, 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-23T14:00:00.000Z',
    );
    expect(
      zonedInstant({ year: 2026, month: 7, day: 1 }, 9 * 60, 'America/New_York').toISOString(),
    ).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedInstant(day, 9 * 60, 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
    // An end past midnight is the next day's time.
    expect(zonedInstant(day, 25 * 60, 'UTC').toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('handles the days a DST change happens on', () => {
    // New York springs forward on 2026-03-08 at 02:00 (to 03:00) and falls back on 11-01.
    const spring = { year: 2026, month: 3, day: 8 };
    expect(zonedInstant(spring, 60, 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(zonedInstant(spring, 4 * 60, 'America/New_York').toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    // 02:30 does not exist that day: it lands after the change.
    expect(formatClock(zonedInstant(spring, 150, 'America/New_York'), 'America/New_York')).toBe(
      '03:30',
    );
    const autumn = { year: 2026, month: 11, day: 1 };
    expect(zonedInstant(autumn, 4 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
  });

  it('reads the day an instant falls on in the zone', () => {
    expect(dateIn(Date.parse('2026-11-24T03:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(dateIn(Date.parse('2026-11-23T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 11,
      day: 24,
    });
  });
});
