// The import parsers' rules for one cell (value-rules.ts; docs/import-formats.md): the
// formula-injection refusal, decimals with either mark, times and durations as vendors
// write them, and local times made instants across daylight-saving changes.
import {
  formulaRefusal,
  localInstant,
  readDecimal,
  readDuration,
  readRate,
  readTime,
} from '../src/imports/parsers/value-rules';

describe('the formula-injection rule', () => {
  it.each(['=1+2', ' =cmd', '@SUM(A1)', '+SUM(A1:A2)', '-cmd|calc', '\tleading tab', '\rcarriage'])(
    'refuses %j',
    (value) => {
      expect(formulaRefusal(value, 'description')).toMatch(
        /^The description starts with .+, which spreadsheets run as a formula; remove it and import again\.$/,
      );
    },
  );

  it.each(['-5 minutes', '+1 call', '--', '- list item', '-', 'a=b', 'email@example.test', ''])(
    'keeps %j as text',
    (value) => {
      expect(formulaRefusal(value, 'description')).toBeUndefined();
    },
  );
});

describe('decimals and rates', () => {
  it.each([
    ['95.50', 95.5],
    ['95,50', 95.5],
    ['1,250.00', 1250],
    ['1.250,00', 1250],
    ['1 250,00', 1250],
    ["1'250.00", 1250],
    ['1,234,567', 1234567],
    ['$95.50', 95.5],
    ['95.50 EUR', 95.5],
  ])('reads %j as %d', (text, amount) => {
    expect(readDecimal(text)).toBe(amount);
  });

  it.each(['abc', '1.2.3,4,5', '', '--'])('reads no amount in %j', (text) => {
    expect(readDecimal(text)).toBeNull();
  });

  it('reads rates in the minor units of their currency, with three digits after one separator as thousands where the currency has fewer places', () => {
    expect(readRate('12,000', 'Rate', 'JPY')).toEqual({
      ok: true,
      value: { minor: 12000, currency: 'JPY' },
    });
    expect(readRate('1.250', 'Rate', 'KWD')).toEqual({
      ok: true,
      value: { minor: 1250, currency: 'KWD' },
    });
    expect(readRate('0.00', 'Rate', 'USD')).toEqual({ ok: true, value: undefined });
    expect(readRate('-3', 'Rate', 'USD')).toEqual({
      ok: false,
      reason: 'The Rate "-3" is not an amount (e.g. 95.50).',
    });
  });
});

describe('times and durations', () => {
  it.each([
    ['02:30:00 PM', 14.5 * 3600],
    ['12:00 AM', 0],
    ['12:15 pm', 12.25 * 3600],
    ['14:30', 14.5 * 3600],
    ['9:05:07', 9 * 3600 + 5 * 60 + 7],
  ])('reads the time %j', (text, seconds) => {
    expect(readTime(text, 'Start Time')).toEqual({ ok: true, value: seconds });
  });

  it.each(['25:00', '13:00 PM', '10:60', 'noon', ''])('refuses the time %j', (text) => {
    expect(readTime(text, 'Start Time').ok).toBe(false);
  });

  it.each([
    ['1.5', 5400],
    ['1,25', 4500],
    ['01:30:00', 5400],
    ['26:00', 93600],
  ])('reads the duration %j', (text, seconds) => {
    expect(readDuration(text, 'Duration')).toEqual({ ok: true, value: seconds });
  });
});

describe('local times', () => {
  it('are instants by the zone rules of their day, a time in a DST gap moved forward', () => {
    const day = { year: 2026, month: 3, day: 8 }; // US clocks go forward at 02:00

    expect(localInstant(day, 1.5 * 3600, 'America/New_York')).toEqual(
      new Date('2026-03-08T06:30:00Z'),
    );
    expect(localInstant(day, 2.5 * 3600, 'America/New_York')).toEqual(
      new Date('2026-03-08T07:30:00Z'),
    );
    expect(localInstant(day, 3.5 * 3600, 'America/New_York')).toEqual(
      new Date('2026-03-08T07:30:00Z'),
    );
    expect(localInstant({ year: 2026, month: 7, day: 1 }, 9 * 3600, 'Asia/Kolkata')).toEqual(
      new Date('2026-07-01T03:30:00Z'),
    );
  });
});
