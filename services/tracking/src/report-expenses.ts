// Expenses in reports (issue 35, include=expenses): the expenses dated in the report's
// days (its [from, to) read in its zone) that its filters match (user, project, client,
// task, billable; a member's own only, as for time), summed per currency apart from time
// (never with it, never across currencies), in the summary's groups as their own field
// (an expense has no time: a group it alone makes shows 0 seconds). A group is placed by
// the expense's snapshotted ids and named by its names (users by identity); days and weeks
// by its date. Money in minor units here, decimals only in the messages.
import { CurrencyTotals, fromMinorUnits } from '@workmesh/platform';
import type { ExpenseRecord } from './models';
import type { ExpenseReportFilter } from './models/expense-reports';
import {
  BILLABLE,
  groupOrder,
  NO_CLIENT,
  NO_TASK,
  NOT_BILLABLE,
  overlaps,
  tagLabelsOf,
  type GroupingContext,
  type GroupNaming,
  type SummedGroup,
} from './report-grouping';
import type { GroupLabel } from './report-calendar';
import { tagFilterOf } from './tag-rules';
import type { Grouping, ReportQueryInput } from './report-rules';
import { dayOfIsoDate, isoDateOf, localDayOf } from './week';

/** The one value of `include`. */
export const INCLUDE_EXPENSES = 'expenses';

/** Expenses' money per currency, minor units: amount, billable part, count. */
export class ExpenseSums {
  private readonly byCurrency = new Map<
    string,
    { amount: number; billable: number; count: number }
  >();

  add(expense: Pick<ExpenseRecord, 'currency' | 'amount_minor' | 'billable'>): void {
    const sums = this.byCurrency.get(expense.currency) ?? { amount: 0, billable: 0, count: 0 };
    sums.amount += expense.amount_minor;
    if (expense.billable) sums.billable += expense.amount_minor;
    sums.count += 1;
    this.byCurrency.set(expense.currency, sums);
  }

  /** As the proto's ExpenseTotal, one per currency, by code. */
  rows(): Array<{ currency: string; amount: number; billable_amount: number; count: number }> {
    return [...this.byCurrency.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, sums]) => ({
        currency,
        amount: fromMinorUnits(sums.amount, currency),
        billable_amount: fromMinorUnits(sums.billable, currency),
        count: sums.count,
      }));
  }
}

/** A summary group with its expenses (include=expenses). */
export type ExpenseGroup = SummedGroup & { expenses?: ExpenseSums; subGroups: ExpenseGroup[] };

/** The report's filters over expenses: its days in the zone, [from, to) as dates. */
export function expenseReportFilterOf(
  input: ReportQueryInput,
  period: { from: Date; to: Date },
  zone: string,
  userId: number | undefined,
): ExpenseReportFilter {
  return {
    userId,
    projectId: input.project_id,
    clientId: input.client_id,
    taskId: input.task_id,
    billable: input.billable,
    tags: tagFilterOf(input),
    fromDate: isoDateOf(localDayOf(period.from, zone)),
    toDate: isoDateOf(localDayOf(new Date(period.to.getTime() - 1), zone)),
  };
}

/** An expense's group in a grouping; user groups are named afterwards (name ''). */
function expenseLabelOf(
  grouping: Grouping,
  expense: ExpenseRecord,
  context: GroupingContext,
): GroupLabel {
  switch (grouping) {
    case 'user':
      return { key: String(expense.user_id), name: '' };
    case 'project':
      return {
        key: String(expense.project_id),
        name: expense.project_name || `Project ${expense.project_id}`,
      };
    case 'client':
      return expense.client_id
        ? {
            key: String(expense.client_id),
            name: expense.client_name || `Client ${expense.client_id}`,
          }
        : NO_CLIENT;
    case 'task':
      return expense.task_id === null
        ? NO_TASK
        : { key: String(expense.task_id), name: expense.task_name || `Task ${expense.task_id}` };
    case 'day':
      return context.calendar.dayLabelOf(dayOfIsoDate(expense.date) ?? 0);
    case 'week':
      return context.calendar.weekLabelOf(dayOfIsoDate(expense.date) ?? 0, context.weekStart);
    case 'billable':
      return expense.billable ? BILLABLE : NOT_BILLABLE;
    case 'tag': // an expense is in each of its tags' groups (expenseLabelsOf): here the first
      return tagLabelsOf(expense.tag_ids)[0];
  }
}

/** Every group of an expense in a grouping: one, but for tags one per tag. */
const expenseLabelsOf = (
  grouping: Grouping,
  expense: ExpenseRecord,
  context: GroupingContext,
): GroupLabel[] =>
  overlaps(grouping) ? tagLabelsOf(expense.tag_ids) : [expenseLabelOf(grouping, expense, context)];

const emptyGroup = (label: GroupLabel): ExpenseGroup => ({
  ...label,
  seconds: 0,
  billableSeconds: 0,
  money: new CurrencyTotals(),
  subGroups: [],
});

/** The group of the label among `groups` (made, empty of time, when none is). */
function groupFor(groups: ExpenseGroup[], label: GroupLabel, made: ExpenseGroup[]): ExpenseGroup {
  let group = groups.find((candidate) => candidate.key === label.key);
  if (!group) {
    group = emptyGroup(label);
    groups.push(group);
    made.push(group);
  }
  group.expenses ??= new ExpenseSums();
  return group;
}

/** Names the groups only expenses made of a grouping named by id (users, tags). */
async function nameMadeGroups(
  made: ReadonlyArray<{ group: ExpenseGroup; grouping: Grouping }>,
  named: Grouping,
  namesOf: (ids: number[]) => Promise<ReadonlyMap<number, string>>,
  fallback: string,
): Promise<void> {
  const unnamed = made.filter(({ group, grouping: by }) => by === named && group.name === '');
  if (unnamed.length === 0) return;
  const names = await namesOf([...new Set(unnamed.map(({ group }) => Number(group.key)))]);
  for (const { group } of unnamed)
    group.name = names.get(Number(group.key)) ?? `${fallback} ${group.key}`;
}

/**
 * The summary's groups with the expenses added (groups only expenses make, added and
 * named), ordered as the summary orders them; and the expenses' totals.
 */
export async function withExpenseGroups(
  summed: SummedGroup[],
  expenses: readonly ExpenseRecord[],
  grouping: { groupBy: Grouping; subGroup?: Grouping },
  context: GroupingContext,
  naming: Pick<GroupNaming, 'userNames' | 'tagNames'>,
): Promise<{ groups: ExpenseGroup[]; totals: ExpenseSums }> {
  const groups = summed as ExpenseGroup[];
  // Counted once each, though by tag an expense is in each of its tags' groups.
  const totals = new ExpenseSums();
  const made: Array<{ group: ExpenseGroup; grouping: Grouping }> = [];
  for (const expense of expenses) {
    totals.add(expense);
    for (const label of expenseLabelsOf(grouping.groupBy, expense, context)) {
      const madeHere: ExpenseGroup[] = [];
      const group = groupFor(groups, label, madeHere);
      group.expenses!.add(expense);
      made.push(...madeHere.map((g) => ({ group: g, grouping: grouping.groupBy })));
      if (!grouping.subGroup) continue;
      for (const subLabel of expenseLabelsOf(grouping.subGroup, expense, context)) {
        const madeBelow: ExpenseGroup[] = [];
        groupFor(group.subGroups, subLabel, madeBelow).expenses!.add(expense);
        made.push(...madeBelow.map((g) => ({ group: g, grouping: grouping.subGroup! })));
      }
    }
  }
  await nameMadeGroups(made, 'user', naming.userNames, 'User');
  await nameMadeGroups(made, 'tag', naming.tagNames, 'Tag');
  groups.sort(groupOrder(grouping.groupBy));
  if (grouping.subGroup)
    for (const group of groups) group.subGroups.sort(groupOrder(grouping.subGroup));
  return { groups, totals };
}
