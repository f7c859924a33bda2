// Currencies and money, one way for every service (issue 34). The list of ISO 4217 codes
// and each currency's minor unit (JPY 0, USD 2, KWD 3) come from the runtime's ICU data
// through Intl, which is maintained with Node; nothing here is a hand-kept table.
// Inside the services money is an integer in the currency's minor unit; the API shows it
// as a decimal with that many places; PDFs format it with Intl.NumberFormat in the team's
// locale. No amount is ever converted or summed across currencies (no exchange rates).

/** The team currency unless set (the spec's invitations: "currency is USD"). */
export const DEFAULT_CURRENCY = 'USD';
/** The team locale unless set: how PDFs write numbers, dates and money. */
export const DEFAULT_LOCALE = 'en-US';

const CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code the runtime knows ("USD"), upper case only. */
export const isCurrencyCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[A-Z]{3}$/.test(code) && CODES.has(code);

const digitsCache = new Map<string, number>();

/** The number of decimal places of the currency's minor unit (JPY 0, USD 2, KWD 3). */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    digitsCache.set(currency, digits);
  }
  return digits;
}

const scaleOf = (currency: string): number => 10 ** minorDigits(currency);

/**
 * A decimal amount as an integer of minor units, or null when it has more decimal places
 * than the currency has (1.5 JPY, 1.2345 KWD) or is not a finite number.
 */
export function toMinorUnits(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * scaleOf(currency);
  const minor = Math.round(scaled);
  // A decimal the currency can write exactly scales to within float noise of an integer.
  return Math.abs(scaled - minor) < 1e-6 * Math.max(1, Math.abs(scaled)) ? minor : null;
}

/** Minor units as the API shows them: a decimal with the currency's places. */
export const fromMinorUnits = (minor: number, currency: string): number => {
  const digits = minorDigits(currency);
  return digits === 0 ? minor : Number((minor / 10 ** digits).toFixed(digits));
};

/** Minor units as a person reads them in the locale ("¥1,235", "1.234,50 €", "KWD 1.250"). */
export const formatMoney = (minor: number, currency: string, locale = DEFAULT_LOCALE): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    fromMinorUnits(minor, currency),
  );

/** A BCP 47 locale tag the runtime supports ("en-US", "de-DE"), or null. */
export function canonicalLocale(tag: unknown): string | null {
  if (typeof tag !== 'string' || tag.length === 0 || tag.length > 35) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0
      ? canonical
      : null;
  } catch {
    return null;
  }
}

/** Money in one currency, as the API shows a per-currency total. */
export interface CurrencyAmounts {
  currency: string;
  billable_amount: number;
  cost_amount: number;
}

/**
 * Sums kept per currency in minor units: `add` never mixes currencies; `rows` answers one
 * row per currency met (sorted by code) as the API shows them.
 */
export class CurrencyTotals {
  private readonly sums = new Map<string, { billable: number; cost: number }>();

  add(currency: string, kind: 'billable' | 'cost', minor: number): void {
    let sum = this.sums.get(currency);
    if (!sum) {
      sum = { billable: 0, cost: 0 };
      this.sums.set(currency, sum);
    }
    sum[kind] += minor;
  }

  /** The minor units summed in one currency (0 when none). */
  minor(currency: string, kind: 'billable' | 'cost'): number {
    return this.sums.get(currency)?.[kind] ?? 0;
  }

  get currencies(): string[] {
    return [...this.sums.keys()].sort();
  }

  rows(): CurrencyAmounts[] {
    return this.currencies.map((currency) => ({
      currency,
      billable_amount: fromMinorUnits(this.minor(currency, 'billable'), currency),
      cost_amount: fromMinorUnits(this.minor(currency, 'cost'), currency),
    }));
  }
}
