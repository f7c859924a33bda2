// The days `log` and `report` cover for their options (this week unless told otherwise;
// --to includes its day), and the amounts a report line shows.
import { UsageError } from '../cli/errors';
import { formatAmounts, reportRange } from '../cli/commands/reports';
import { logRange } from '../cli/commands/tracking';

const sunday = { year: 2026, month: 11, day: 29 };
const day = (d: string) => {
  const [year, month, dayOfMonth] = d.split('-').map(Number);
  return { year: year!, month: month!, day: dayOfMonth! };
};

describe('log ranges', () => {
  it('is this week (Monday to the next Monday) by default and with --week', () => {
    const week = { from: day('2026-11-23'), to: day('2026-11-30') };
    expect(logRange({}, sunday)).toEqual(week);
    expect(logRange({ week: true }, sunday)).toEqual(week);
  });

  it('is today with --today; --from to --to includes the last day, --to defaults to today', () => {
    expect(logRange({ today: true }, sunday)).toEqual({ from: sunday, to: day('2026-11-30') });
    expect(logRange({ from: '2026-11-01', to: '2026-11-03' }, sunday)).toEqual({
      from: day('2026-11-01'),
      to: day('2026-11-04'),
    });
    expect(logRange({ from: '2026-11-27' }, sunday)).toEqual({
      from: day('2026-11-27'),
      to: day('2026-11-30'),
    });
  });

  it('refuses two choices, --to alone, and --to before --from', () => {
    expect(() => logRange({ week: true, today: true }, sunday)).toThrow(UsageError);
    expect(() => logRange({ to: '2026-11-03' }, sunday)).toThrow('--to needs --from');
    expect(() => logRange({ from: '2026-11-05', to: '2026-11-03' }, sunday)).toThrow(
      '--to 2026-11-03 is before --from 2026-11-05',
    );
  });
});

describe('report ranges and amounts', () => {
  it('is this week by default, the calendar month with --month', () => {
    expect(reportRange({ by: 'project' }, sunday)).toEqual({
      from: day('2026-11-23'),
      to: day('2026-11-30'),
    });
    expect(reportRange({ by: 'project', month: true }, sunday)).toEqual({
      from: day('2026-11-01'),
      to: day('2026-12-01'),
    });
    expect(() => reportRange({ by: 'project', week: true, month: true }, sunday)).toThrow(
      UsageError,
    );
  });

  it('shows billable amounts per currency with the currency’s decimals, never summed', () => {
    expect(
      formatAmounts([
        { currency: 'EUR', billable_amount: 20, cost_amount: 5 },
        { currency: 'JPY', billable_amount: 1500, cost_amount: 0 },
        { currency: 'USD', billable_amount: 0, cost_amount: 40 },
      ]),
    ).toBe('EUR 20.00, JPY 1500');
  });
});
