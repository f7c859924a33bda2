// What an entry shows that is computed, never stored: its duration (a running entry's up
// to now) and its amounts. Rates are integer cents per hour, snapshotted when the entry
// was written; an amount is round(rate × seconds / 3600) minor units (issue 34: of the
// entry's currency; the names say cents, as before), shown as a decimal with the currency's
// places (platform's fromMinorUnits). Pure: no I/O.
import type { CurrencyTotals } from '@workmesh/platform';

/** Whole seconds from start to end (or to `now` while running). */
export const durationSeconds = (start: Date, end: Date | null, now: Date): number =>
  Math.max(0, Math.floor(((end ?? now).getTime() - start.getTime()) / 1000));

/** rate (cents per hour) × seconds, in whole cents (half a cent rounds up). */
export const amountCents = (rateCents: number, seconds: number): number =>
  Math.round((rateCents * seconds) / 3600);

/** Cents as the API shows money: dollars, 2 decimals. */
export const dollars = (cents: number): number => cents / 100;

/** What an entry's amounts are computed from. */
interface EntryRates {
  billable: boolean;
  bill_rate_cents: number;
  pay_rate_cents: number;
}

/** The entry's billable amount over `seconds`, minor units of its currency; 0 when not billable. */
export const billableMinor = (entry: EntryRates, seconds: number): number =>
  entry.billable ? amountCents(entry.bill_rate_cents, seconds) : 0;

/** The entry's cost over `seconds`, minor units of its cost currency. */
export const costMinor = (entry: EntryRates, seconds: number): number =>
  amountCents(entry.pay_rate_cents, seconds);

/** What an entry's money is in (issue 34): the bill's currency (the client's) and the cost's. */
interface EntryMoney extends EntryRates {
  currency: string;
  cost_currency: string;
}

/**
 * Adds the entry's amounts over `seconds` to money kept per currency: the billable amount in
 * its currency, the cost in its cost currency, never one into the other (issue 34). Both
 * currencies get a row, even at 0, so every currency an entry is in shows in the totals.
 */
export function addEntryMoney(money: CurrencyTotals, entry: EntryMoney, seconds: number): void {
  money.add(entry.currency, 'billable', billableMinor(entry, seconds));
  money.add(entry.cost_currency, 'cost', costMinor(entry, seconds));
}
