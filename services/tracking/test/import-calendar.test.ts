// The import's fast local day and week (import-calendar.ts) answer exactly as the
// platform's calendar does, in zones with DST changes, quarter-hour offsets and a
// skipped day, for instants on and around every change.
import { formatWeekName, localDateOf, weekNameOf } from '@workmesh/platform';
import { localDateAt, weekNameAt } from '../src/imports/import-calendar';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'Pacific/Apia',
];

describe('the import calendar', () => {
  it.each(ZONES)('answers as the platform calendar in %s', (zone) => {
    // Every 11 h 7 min 13 s over two years (all hours of the day come round), both directions.
    const from = Date.UTC(2011, 0, 1);
    const step = 667 * 60_000 + 13_000;
    const instants: Date[] = [];
    for (let at = from; at < from + 2 * 365 * 86_400_000; at += step) instants.push(new Date(at));
    for (const instant of [...instants, ...instants.reverse()]) {
      expect(localDateAt(instant, zone)).toBe(localDateOf(instant, zone));
      for (const weekStart of ['monday', 'sunday'])
        expect(weekNameAt(instant, zone, weekStart)).toBe(
          formatWeekName(weekNameOf(instant, zone, weekStart)),
        );
    }
  });

  it('answers for the instants just before and at a DST change', () => {
    const zone = 'Europe/Berlin';
    const change = Date.UTC(2026, 2, 29, 1, 0, 0); // 02:00 local becomes 03:00
    for (const at of [change - 1, change, change + 1, Date.UTC(2026, 2, 28, 23, 0, 0) - 1]) {
      const instant = new Date(at);
      expect(localDateAt(instant, zone)).toBe(localDateOf(instant, zone));
    }
  });
});
