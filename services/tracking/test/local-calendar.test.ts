// The local calendar's arithmetic: day starts across DST changes (midnight skipped
// included), ISO week names at year ends, and weeks from another start day.
import {
  dateOf,
  dayNumberOf,
  localDayOf,
  startOfLocalDay,
  weekNameOf,
} from '../src/local-calendar';

const iso = (ms: number) => new Date(ms).toISOString();

describe('startOfLocalDay', () => {
  it.each([
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'], // fall-back day (25 h)
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'], // spring-forward day (23 h)
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-06-01', 'Asia/Kolkata', '2026-05-31T18:30:00.000Z'],
    ['2026-06-01', 'Pacific/Kiritimati', '2026-05-31T10:00:00.000Z'],
    ['2026-06-01', 'UTC', '2026-06-01T00:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, expected) => {
    expect(iso(startOfLocalDay(dayNumberOf(date), zone))).toBe(expected);
  });

  it('when a DST change skips midnight, the day starts at its first instant (America/Santiago, 2026-09-06)', () => {
    const day = dayNumberOf('2026-09-06');
    const start = startOfLocalDay(day, 'America/Santiago');
    expect(localDayOf(start, 'America/Santiago')).toBe(day);
    expect(localDayOf(start - 1, 'America/Santiago')).toBe(day - 1);
    // 00:00 -04 never happened: at 04:00 UTC the clocks read 01:00 -03.
    expect(iso(start)).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('week names', () => {
  it.each([
    ['2026-12-31', 'monday', '2026-W53'], // 2026 has 53 ISO weeks
    ['2027-01-03', 'monday', '2026-W53'],
    ['2027-01-04', 'monday', '2027-W01'],
    ['2024-12-30', 'monday', '2025-W01'],
    ['2026-11-08', 'sunday', '2026-W46'], // Sunday before ISO W46's Monday
    ['2026-11-07', 'sunday', '2026-W45'],
    ['2026-11-08', 'monday', '2026-W45'],
    ['2026-11-03', 'tuesday', '2026-W46'], // the Tuesday week holds Monday 9 Nov
    ['2026-11-02', 'tuesday', '2026-W45'],
    ['2026-11-07', 'saturday', '2026-W46'],
  ])('%s with weeks from %s is in %s', (date, weekStart, expected) => {
    expect(weekNameOf(dayNumberOf(date), weekStart as 'monday')).toBe(expected);
  });

  it('day numbers and dates convert both ways', () => {
    expect(dateOf(dayNumberOf('2028-02-29'))).toBe('2028-02-29');
  });
});
