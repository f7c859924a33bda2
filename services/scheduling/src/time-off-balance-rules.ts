// Balances (docs/time-off.md, Balances): what a policy gives a member in a year and what
// their requests take, in hundredths of the unit (integers, no float drift). Accrual:
// yearly gives the allowance on 1 January (pro rata from the join date in the join
// year); monthly a twelfth at the start of each month from the join month. Carry-over:
// at most carry_over_max of what remained at the end of the year before, reckoned from
// the later of the join year and the policy's creation year (at most CARRY_YEARS back).
// Pure: no I/O.
import type { TimeOffPolicyRecord, TimeOffRequestRecord } from './models';
import { dayNumberOf } from './schedule-dates';
import { daysInYear, monthOf, yearOf } from './time-off-dates';
import { toHundredths } from './time-off-request-rules';

/** How many years back carry-over is followed. */
export const CARRY_YEARS = 10;

type Policy = Pick<TimeOffPolicyRecord, 'allowance' | 'accrual' | 'carry_over_max'>;

/**
 * What the policy accrues the member in `year` through month `throughMonth` (1–12; 0:
 * nothing yet). Nothing before the join year.
 */
export function accruedHundredths(
  policy: Policy,
  joinedOn: string,
  year: number,
  throughMonth: number,
): number {
  const allowance = toHundredths(policy.allowance);
  const joinYear = yearOf(joinedOn);
  if (year < joinYear) return 0;
  if (policy.accrual === 'yearly') {
    if (year > joinYear) return allowance;
    const days = dayNumberOf(`${year}-12-31`) - dayNumberOf(joinedOn) + 1;
    return Math.round((allowance * days) / daysInYear(year));
  }
  const firstMonth = year === joinYear ? monthOf(joinedOn) : 1;
  const months = Math.max(0, throughMonth - firstMonth + 1);
  return Math.round((allowance * months) / 12);
}

/** The balance view's accrual month: this month for the current year, all for past ones, none ahead. */
export function accrualMonthOf(year: number, today: string): number {
  const currentYear = yearOf(today);
  if (year < currentYear) return 12;
  if (year > currentYear) return 0;
  return monthOf(today);
}

/** Hundredths the requests take on days of `year` (each day's own amount), filtered by `which`. */
export function takenIn(
  requests: TimeOffRequestRecord[],
  year: number,
  which: (request: TimeOffRequestRecord, day: string) => boolean = () => true,
): number {
  let total = 0;
  for (const request of requests)
    request.days.forEach((day, index) => {
      if (yearOf(day) === year && which(request, day)) total += request.day_amounts[index] ?? 0;
    });
  return total;
}

/**
 * Carried into `year`: following each year from the later of the join and policy
 * creation years, min(carry_over_max, max(0, carried + full accrual − approved)).
 */
export function carriedOverHundredths(
  policy: Policy,
  joinedOn: string,
  policyCreatedYear: number,
  year: number,
  approved: TimeOffRequestRecord[],
): number {
  const cap = toHundredths(policy.carry_over_max);
  if (cap === 0) return 0;
  const start = Math.max(yearOf(joinedOn), policyCreatedYear, year - CARRY_YEARS);
  let carried = 0;
  for (let past = start; past < year; past++) {
    const remaining =
      carried + accruedHundredths(policy, joinedOn, past, 12) - takenIn(approved, past);
    carried = Math.min(cap, Math.max(0, remaining));
  }
  return carried;
}

/** The first year carry-over may come from (requests older than it do not matter). */
export const carryStartYear = (joinedOn: string, policyCreatedYear: number, year: number) =>
  Math.max(yearOf(joinedOn), policyCreatedYear, year - CARRY_YEARS);

export interface BalanceHundredths {
  carried_over: number;
  accrued: number;
  taken: number;
  planned: number;
  pending: number;
  remaining: number;
}

/** A policy's balance of a member in `year`, as of `today`. */
export function balanceOf(
  policy: Policy,
  joinedOn: string,
  policyCreatedYear: number,
  year: number,
  today: string,
  requests: TimeOffRequestRecord[],
): BalanceHundredths {
  const approved = requests.filter((request) => request.status === 'approved');
  const pendingOnes = requests.filter((request) => request.status === 'pending');
  const carried = carriedOverHundredths(policy, joinedOn, policyCreatedYear, year, approved);
  const accrued = accruedHundredths(policy, joinedOn, year, accrualMonthOf(year, today));
  const taken = takenIn(approved, year, (_request, day) => day <= today);
  const planned = takenIn(approved, year, (_request, day) => day > today);
  const pending = takenIn(pendingOnes, year);
  return {
    carried_over: carried,
    accrued,
    taken,
    planned,
    pending,
    remaining: carried + accrued - taken - planned,
  };
}

/**
 * What a new request may still take in `year`: carried over + accrued (yearly: the
 * year's; monthly: through the month of the request's last day in that year) − what
 * the member's approved and pending requests of the policy take in it.
 */
export function availableHundredths(
  policy: Policy,
  joinedOn: string,
  policyCreatedYear: number,
  year: number,
  lastDay: string,
  active: TimeOffRequestRecord[],
): number {
  const approved = active.filter((request) => request.status === 'approved');
  const throughMonth = yearOf(lastDay) > year ? 12 : monthOf(lastDay);
  return (
    carriedOverHundredths(policy, joinedOn, policyCreatedYear, year, approved) +
    accruedHundredths(policy, joinedOn, year, throughMonth) -
    takenIn(active, year)
  );
}
