// What a budget counts of its client's finished entries: each entry's part (seconds and
// cost at each rate, integer cents) and the sums a budget_uses row keeps of them. Pure
// values, no mongoose: the budget rules above count with them too.

/** What one finished entry adds to its client's use, whatever the budget's settings. */
export interface EntryContribution {
  seconds: number;
  billCents: number;
  payCents: number;
}

/** The period's finished entries, added up apart for billable and non-billable ones. */
export interface UseCounters {
  billable: EntryContribution;
  nonBillable: EntryContribution;
}

export const NO_USE: EntryContribution = { seconds: 0, billCents: 0, payCents: 0 };

export const addContribution = (
  sum: EntryContribution,
  more: EntryContribution,
  sign = 1,
): EntryContribution => ({
  seconds: sum.seconds + sign * more.seconds,
  billCents: sum.billCents + sign * more.billCents,
  payCents: sum.payCents + sign * more.payCents,
});
