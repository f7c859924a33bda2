// A client's budget and its use (issue 19, Budget use). The settings are clients'; the
// use is what the team's time entries of the client's projects hold in the budget's
// current period: from its startDate (or ever), the month when it resets monthly (periods
// in the team's zone), billable entries only unless include_non_billable_time, cost at the
// entries' snapshotted bill_rate (rate bill) or pay_rate (rate pay). A member on fixed pay
// counts hours but no cost (as Hubstaff does). An entry is placed by its start. Pure: no I/O.
import {
  fromMinorUnits,
  minorDigits,
  type BudgetRate,
  type BudgetReset,
  type BudgetType,
} from '@workmesh/platform';
import { addContribution, type EntryContribution, type UseCounters } from './models/use-counters';
import { amountCents } from './models/time-entry-amounts';
import { dayOfIsoDate, localDayOf, monthOf, startOfLocalDay } from './week';

export interface BudgetSettings {
  teamId: number;
  clientId: number;
  clientName: string;
  budgetType: BudgetType;
  rate: BudgetRate;
  /**
   * The cost limit in minor units of `currency`; 0 = none. `currency` is the client's for
   * a bill-rate budget, the team's for a pay-rate one (budgetInCurrency; issue 34).
   */
  costCents: number;
  currency: string;
  /** The cost limit as clients keeps it (a decimal of `currency`). */
  cost: number;
  /** The hours limit; 0 = none. */
  hours: number;
  notifyAt: number;
  reset: BudgetReset;
  /** YYYY-MM-DD in the team's zone, or null: ever. */
  startDate: string | null;
  includeNonBillable: boolean;
}

/**
 * The settings with their currency: a pay-rate budget counts pay, which is in the team's
 * currency; a bill-rate one the client's (the entries' bill currency).
 */
export function budgetInCurrency(settings: BudgetSettings, teamCurrency: string): BudgetSettings {
  const currency = settings.rate === 'pay' ? teamCurrency : settings.currency;
  return {
    ...settings,
    currency,
    costCents: Math.max(0, Math.round(settings.cost * 10 ** minorDigits(currency))),
  };
}

/** The span use is counted in, and the key of its counters. */
export interface BudgetPeriod {
  /** 'all' (never resets) or the month, YYYY-MM. */
  key: string;
  /** The first instant counted; null: ever. */
  from: Date | null;
  /** The first instant not counted; null: never resets. */
  to: Date | null;
  /**
   * What decides which entries a period's counters hold besides its key: counters kept
   * under another fingerprint (the settings or the team's zone changed) are counted again.
   */
  fingerprint: string;
}

/** The period of the budget the instant falls in, read in the team's zone. */
export function budgetPeriodAt(
  settings: BudgetSettings,
  instant: Date,
  timezone: string,
): BudgetPeriod {
  const startDay = settings.startDate === null ? undefined : dayOfIsoDate(settings.startDate);
  const floor = startDay === undefined ? null : startOfLocalDay(startDay, timezone);
  const fingerprint = `${settings.reset}|${settings.startDate ?? ''}|${timezone}`;
  if (settings.reset !== 'monthly') return { key: 'all', from: floor, to: null, fingerprint };
  const month = monthOf(localDayOf(instant, timezone));
  const monthFrom = startOfLocalDay(month.first, timezone);
  return {
    key: month.name,
    from: floor && floor > monthFrom ? floor : monthFrom,
    to: startOfLocalDay(month.next, timezone),
    fingerprint,
  };
}

/** Whether an entry starting at `start` counts in the period. */
export const inPeriod = (period: BudgetPeriod, start: Date): boolean =>
  (period.from === null || start >= period.from) && (period.to === null || start < period.to);

/** An entry's time and its cost at each rate (none for a member on fixed pay). */
export function contributionOf(entry: {
  seconds: number;
  bill_rate_cents: number;
  pay_rate_cents: number;
  pay_type: string;
}): EntryContribution {
  const costs = entry.pay_type !== 'fixed';
  return {
    seconds: entry.seconds,
    billCents: costs ? amountCents(entry.bill_rate_cents, entry.seconds) : 0,
    payCents: costs ? amountCents(entry.pay_rate_cents, entry.seconds) : 0,
  };
}

/**
 * The use under the settings: seconds and cents (integers); `cents` is the time's plus
 * the expenses' (expenseCents: billable expenses, total_cost budgets only, issue 35).
 */
export interface BudgetUse {
  seconds: number;
  cents: number;
  expenseCents: number;
}

/** Counters plus running timers (their contributions up to now), as the settings count them. */
export function budgetUseOf(
  settings: BudgetSettings,
  counters: UseCounters,
  running: Array<{ billable: boolean; contribution: EntryContribution }>,
  expenseCents = 0,
): BudgetUse {
  let counted = counters.billable;
  if (settings.includeNonBillable) counted = addContribution(counted, counters.nonBillable);
  for (const timer of running)
    if (timer.billable || settings.includeNonBillable)
      counted = addContribution(counted, timer.contribution);
  const expenses = settings.budgetType === 'total_cost' ? expenseCents : 0;
  return {
    seconds: counted.seconds,
    cents: (settings.rate === 'pay' ? counted.payCents : counted.billCents) + expenses,
    expenseCents: expenses,
  };
}

const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/** The use as the API shows it: hours with 2 decimals, cost with its currency's places, the percent of the limit. */
export function shownUse(settings: BudgetSettings, use: BudgetUse) {
  const limit = settings.budgetType === 'hours_cost' ? settings.hours : settings.costCents;
  const used = settings.budgetType === 'hours_cost' ? use.seconds / 3600 : use.cents;
  return {
    used_hours: twoDecimals(use.seconds / 3600),
    used_cost: fromMinorUnits(use.cents, settings.currency),
    used_time_cost: fromMinorUnits(use.cents - use.expenseCents, settings.currency),
    used_expense_cost: fromMinorUnits(use.expenseCents, settings.currency),
    used_percent: limit > 0 ? twoDecimals((used * 100) / limit) : null,
  };
}

/** The percentages that alert: notifyAt and 100, none without a limit. */
export function thresholdsOf(settings: BudgetSettings): number[] {
  const limit = settings.budgetType === 'hours_cost' ? settings.hours : settings.costCents;
  if (limit <= 0) return [];
  return [...new Set([settings.notifyAt, 100])]
    .filter((t) => t > 0 && t <= 100)
    .sort((a, b) => a - b);
}

/** Whether the use has reached `threshold` percent of the limit (exact, no rounding). */
function reached(settings: BudgetSettings, use: BudgetUse, threshold: number): boolean {
  if (settings.budgetType === 'hours_cost')
    return use.seconds * 100 >= threshold * settings.hours * 3600;
  return use.cents * 100 >= threshold * settings.costCents;
}

/**
 * Spec: once per threshold per period. The thresholds alerted before stay alerted while
 * reached; one no longer reached (an edit took use back below) is re-armed; one reached
 * and not alerted alerts now.
 */
export function alertDecision(
  settings: BudgetSettings,
  use: BudgetUse,
  alertedBefore: readonly number[],
): { alerted: number[]; alertNow: number[] } {
  const reachedNow = thresholdsOf(settings).filter((t) => reached(settings, use, t));
  return {
    alerted: reachedNow,
    alertNow: reachedNow.filter((t) => !alertedBefore.includes(t)),
  };
}
