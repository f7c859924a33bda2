// The periods of automatic invoicing (issue 20): the latest period whose invoice is due
// (ended, and delay_days passed), read in the team's zone, weekly from its week start,
// bi-weekly every other week from a fixed anchor, monthly by calendar month.
import { dayOfIsoDate } from '@workmesh/platform';
import { latestDuePeriod, periodInstants } from '../src/invoice-periods';

const at = (instant: string) => new Date(instant);

describe('latestDuePeriod', () => {
  it('weekly: the week before last while last week is still in its delay', () => {
    // Thursday 2026-11-26: last week (11-16…11-22) is due on 11-28 (11-23 + 5 days).
    expect(latestDuePeriod(at('2026-11-26T12:00:00Z'), 'weekly', 5, 'UTC', 'monday')).toEqual({
      first: '2026-11-09',
      last: '2026-11-15',
      dueAt: at('2026-11-21T00:00:00.000Z'),
    });
  });

  it('weekly: last week from the very instant its delay ends', () => {
    expect(latestDuePeriod(at('2026-11-28T00:00:00Z'), 'weekly', 5, 'UTC', 'monday')).toEqual({
      first: '2026-11-16',
      last: '2026-11-22',
      dueAt: at('2026-11-28T00:00:00.000Z'),
    });
    expect(
      latestDuePeriod(at('2026-11-27T23:59:59.999Z'), 'weekly', 5, 'UTC', 'monday').first,
    ).toBe('2026-11-09');
  });

  it("weekly: weeks start on the team's week start", () => {
    const period = latestDuePeriod(at('2026-11-26T12:00:00Z'), 'weekly', 0, 'UTC', 'sunday');
    expect(period).toMatchObject({ first: '2026-11-15', last: '2026-11-21' });
  });

  it("monthly: the calendar month, due at the team's local midnight after the delay", () => {
    const period = latestDuePeriod(
      at('2026-12-03T06:00:00Z'),
      'monthly',
      2,
      'America/New_York',
      'monday',
    );
    // 2026-12-03 00:00 in New York is 05:00Z (EST).
    expect(period).toEqual({
      first: '2026-11-01',
      last: '2026-11-30',
      dueAt: at('2026-12-03T05:00:00.000Z'),
    });
    expect(
      latestDuePeriod(at('2026-12-03T04:59:59Z'), 'monthly', 2, 'America/New_York', 'monday').first,
    ).toBe('2026-10-01');
  });

  it('bi-weekly: two weeks, the same pair whatever day within them it is asked', () => {
    const periods = ['2026-11-23', '2026-11-26', '2026-11-29', '2026-12-01'].map((day) =>
      latestDuePeriod(at(`${day}T12:00:00Z`), 'bi-weekly', 0, 'UTC', 'monday'),
    );
    for (const period of periods) {
      const first = dayOfIsoDate(period.first)!;
      expect(dayOfIsoDate(period.last)! - first).toBe(13);
      // Mondays 14 days apart from Monday 1970-01-05 (day 4).
      expect((first - 4) % 14).toBe(0);
    }
    expect(new Set(periods.map((period) => period.first)).size).toBeLessThanOrEqual(2);
  });
});

describe('periodInstants', () => {
  it('are the local midnights of the first day and of the day after the last', () => {
    expect(periodInstants('2026-11-01', '2026-11-30', 'Europe/Berlin')).toEqual({
      from: at('2026-10-31T23:00:00.000Z'),
      to: at('2026-11-30T23:00:00.000Z'),
    });
  });
});
