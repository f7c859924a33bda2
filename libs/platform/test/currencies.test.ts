// Currencies and money (issue 34): ISO 4217 codes and minor units from Intl, amounts as
// integers of minor units, decimals with the currency's places, totals kept per currency.
import {
  canonicalLocale,
  CurrencyTotals,
  formatMoney,
  fromMinorUnits,
  isCurrencyCode,
  minorDigits,
  toMinorUnits,
} from '../src/currencies';

describe('currencies', () => {
  it('knows ISO 4217 codes, upper case only', () => {
    expect(['USD', 'EUR', 'JPY', 'KWD'].every(isCurrencyCode)).toBe(true);
    expect(['usd', 'XYZ', 'US', 'USDT', '', 42, null].some(isCurrencyCode)).toBe(false);
  });

  it("reads each currency's minor unit from Intl: JPY 0, USD 2, KWD 3", () => {
    expect([minorDigits('JPY'), minorDigits('USD'), minorDigits('KWD')]).toEqual([0, 2, 3]);
  });

  it('turns decimals into minor units exactly, refusing more places than the currency has', () => {
    expect(toMinorUnits(1235, 'JPY')).toBe(1235);
    expect(toMinorUnits(12.5, 'JPY')).toBeNull();
    expect(toMinorUnits(0.29, 'USD')).toBe(29); // 0.29 × 100 is 28.999… in binary
    expect(toMinorUnits(12.345, 'KWD')).toBe(12345);
    expect(toMinorUnits(12.3456, 'KWD')).toBeNull();
    expect(toMinorUnits(Number.NaN, 'USD')).toBeNull();
  });

  it('shows minor units as decimals with the places of the currency', () => {
    expect(fromMinorUnits(1853, 'JPY')).toBe(1853);
    expect(fromMinorUnits(18518, 'KWD')).toBe(18.518);
    expect(fromMinorUnits(-2500, 'USD')).toBe(-25);
  });

  it('formats money in a locale, as Intl writes it', () => {
    expect(formatMoney(20370, 'KWD', 'de-DE')).toMatch(/^20,370\sKWD$/);
    expect(formatMoney(2038, 'JPY', 'en-US')).toBe('¥2,038');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
  });

  it('canonicalises supported locales and refuses others', () => {
    expect(canonicalLocale('de-de')).toBe('de-DE');
    expect(canonicalLocale('not a locale')).toBeNull();
    expect(canonicalLocale('')).toBeNull();
  });

  it('keeps totals per currency and never sums across them', () => {
    const totals = new CurrencyTotals();
    totals.add('USD', 'billable', 10050);
    totals.add('EUR', 'billable', 2000);
    totals.add('USD', 'cost', 500);
    totals.add('USD', 'billable', 50);

    expect(totals.rows()).toEqual([
      { currency: 'EUR', billable_amount: 20, cost_amount: 0 },
      { currency: 'USD', billable_amount: 101, cost_amount: 5 },
    ]);
  });
});
