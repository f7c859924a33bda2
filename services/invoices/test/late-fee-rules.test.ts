// The late-fee rules (issue 35) without the service: the step instants (months added by
// calendar, the zone's midnight), the percent rounded half up in integers, the fixed fee in
// the team's currency only. Every expected value is worked out by hand.
import { addMonths, lateFeeAmount, lateFeeStepAt, percentOf } from '../src/late-fees';
import type { InvoiceRecord } from '../src/models';
import type { LateFeeSettings } from '../src/teams-directory';

const settings = (changes: Partial<LateFeeSettings> = {}): LateFeeSettings => ({
  type: 'percent',
  value: 10,
  afterDays: 0,
  repeat: 'monthly',
  maxTimes: 3,
  ...changes,
});

const invoice = (changes: Partial<InvoiceRecord>) =>
  ({
    due_date: '2026-01-30',
    timezone: 'UTC',
    currency: 'USD',
    total_cents: 0,
    ...changes,
  }) as InvoiceRecord;

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('lateFeeStepAt', () => {
  it('starts the day after the due date + after_days, then by calendar months, up to max_times', () => {
    const due = invoice({ due_date: '2026-01-30' });
    const monthly = settings({ afterDays: 0, maxTimes: 3 });
    // Step 0: 01-31; step 1: 02-28 (no 31st); step 2: 03-31; none after max_times 3.
    expect(lateFeeStepAt(due, monthly, 0)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(lateFeeStepAt(due, monthly, 1)?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(lateFeeStepAt(due, monthly, 2)?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(lateFeeStepAt(due, monthly, 3)).toBeNull();
    expect(lateFeeStepAt(due, settings({ repeat: 'once', maxTimes: 5 }), 1)).toBeNull();
    expect(lateFeeStepAt(due, settings({ afterDays: 30 }), 0)?.toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it("is midnight of the team's zone: Tokyo (UTC+9), and Berlin across the March DST change", () => {
    expect(
      lateFeeStepAt(
        invoice({ due_date: '2026-06-01', timezone: 'Asia/Tokyo' }),
        settings(),
        0,
      )?.toISOString(),
    ).toBe('2026-06-01T15:00:00.000Z');
    // Berlin: CET (UTC+1) until 2026-03-29 02:00, CEST (UTC+2) after.
    const berlin = invoice({ due_date: '2026-02-28', timezone: 'Europe/Berlin' });
    expect(lateFeeStepAt(berlin, settings(), 0)?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(lateFeeStepAt(berlin, settings(), 1)?.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('the fee', () => {
  it.each([
    [1010, 5, 51], // 50.5 → 51 (half up)
    [1061, 5, 53], // 53.05 → 53
    [14698, 1.25, 184], // 183.725 → 184
    [999, 0.05, 0], // 0.4995 → 0
    [1000, 0.05, 1], // 0.5 → 1
    [12345678, 100, 12345678],
  ])('%i minor units × %d %% is %i', (minor, percent, expected) => {
    expect(percentOf(minor, percent)).toBe(expected);
  });

  it("is the fixed amount in the team's currency, none for an invoice in another", () => {
    const fixed = settings({ type: 'fixed', value: 12.5 });
    expect(lateFeeAmount(invoice({ currency: 'USD' }), fixed, 'USD')).toEqual({ minor: 1250 });
    expect(
      lateFeeAmount(invoice({ currency: 'JPY' }), settings({ type: 'fixed', value: 500 }), 'JPY'),
    ).toEqual({
      minor: 500,
    });
    expect(lateFeeAmount(invoice({ currency: 'EUR' }), fixed, 'USD')).toEqual({
      problem: "a fixed late fee is in the team's USD, the invoice in EUR: no fee",
    });
  });
});
