// Expenses in client budgets (issue 35). A total_cost budget counts the billable expenses
// of its client's projects dated in its period, in the budget's currency (a bill-rate
// budget's is the client's, a pay-rate one's the team's: expenses in another currency do
// not count); an hours budget ignores them. Unlike time, whose part per entry is kept in
// counters (budget_uses), the expenses' part is summed afresh from the expenses
// themselves at each reading (an indexed sum over one client's days; no counter to keep
// in step), so an expense written, moved, locked or deleted is counted as it is now.
// Its alerts: every expense.created / updated / deleted reaches the budget consumer
// (budget-events.ts, the queue of time-entry events), which decides the thresholds of the
// expense's period and of the current one in one transaction, as for an entry: the
// expense use cases call nothing, they record their events (with the outbox) as they do.
import type { ExpenseData } from '@workmesh/platform';
import { budgetPeriodAt, type BudgetPeriod, type BudgetSettings } from './budget-rules';
import type { BudgetAccess, BudgetAlerts, BudgetUseCases } from './budget-use';
import type { TrackingDependencies } from './dependencies';
import { dayOfIsoDate, startOfLocalDay } from './week';

/** The days (YYYY-MM-DD, inclusive; undefined: unbounded) a budget's period holds. */
export interface BudgetDays {
  from?: string;
  to?: string;
}

/** A period's days: from its startDate (if any), within its month when it resets monthly. */
export function budgetDaysOf(settings: BudgetSettings, period: BudgetPeriod): BudgetDays {
  const monthly = period.key !== 'all';
  const monthFirst = monthly ? `${period.key}-01` : undefined;
  const start = settings.startDate ?? undefined;
  const from =
    start && monthFirst ? (start > monthFirst ? start : monthFirst) : (start ?? monthFirst);
  return { ...(from ? { from } : {}), ...(monthly ? { to: `${period.key}-31` } : {}) };
}

/** Whether the budget counts expenses at all (total_cost budgets). */
export const countsExpenses = (settings: BudgetSettings): boolean =>
  settings.budgetType === 'total_cost';

/** Whether an expense dated `date` is in the period's days. */
export function dateInDays(date: string, days: BudgetDays): boolean {
  return (
    (days.from === undefined || date >= days.from) && (days.to === undefined || date <= days.to)
  );
}

/**
 * The budget consumer's work for one expense event: the client's budget thresholds of
 * the expense's period and of the current one decided (alerts once per threshold).
 */
export function expenseBudgetChange(budgets: BudgetUseCases, expense: ExpenseData): Promise<void> {
  return budgets.applyExpenseEvent(expense);
}

/** The first instant of a day (YYYY-MM-DD) in the zone. */
const startOfDayIn = (date: string, timezone: string): Date =>
  startOfLocalDay(dayOfIsoDate(date) ?? 0, timezone);

/** The budget consumer's part for expense events (budget-use.ts composes it). */
export function expenseEventConsumer(
  deps: TrackingDependencies,
  { budgetsOf }: Pick<BudgetAccess, 'budgetsOf'>,
  { alertIfReached }: BudgetAlerts,
) {
  const { repository, outbox } = deps;

  /**
   * The consumer's work for one expense event (expense-budget.ts): the thresholds of the
   * expense's period and of the current one decided, as they are now. Idempotent: the use
   * is read afresh, and a threshold alerts once per period.
   */
  async function applyExpenseEvent(data: ExpenseData): Promise<void> {
    if (data.client_id <= 0) return;
    const { budgets, timezone } = await budgetsOf(data.team_id, [data.client_id], data.user_id);
    const settings = budgets.get(data.client_id);
    if (!settings || !countsExpenses(settings)) return;
    await repository.transaction(async () => {
      const now = deps.now();
      const current = budgetPeriodAt(settings, now, timezone);
      const periods = new Map([[current.key, current]]);
      const dated = budgetPeriodAt(settings, startOfDayIn(data.date, timezone), timezone);
      if (dateInDays(data.date, budgetDaysOf(settings, dated))) periods.set(dated.key, dated);
      for (const period of periods.values()) await alertIfReached(settings, period, timezone, now);
    });
    outbox.kick();
  }

  return { applyExpenseEvent };
}
