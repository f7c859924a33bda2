// What an entry shows that is computed, never stored: its duration (a running entry's up
// to now) and its amounts. Rates are integer cents per hour, snapshotted when the entry
// was written; an amount is round(rate × seconds / 3600) cents, shown in dollars with 2
// decimals. Pure: no I/O.

/** Whole seconds from start to end (or to `now` while running). */
export const durationSeconds = (start: Date, end: Date | null, now: Date): number =>
  Math.max(0, Math.floor(((end ?? now).getTime() - start.getTime()) / 1000));

/** rate (cents per hour) × seconds, in whole cents (half a cent rounds up). */
export const amountCents = (rateCents: number, seconds: number): number =>
  Math.round((rateCents * seconds) / 3600);

/** Cents as the API shows money: dollars, 2 decimals. */
export const dollars = (cents: number): number => cents / 100;
