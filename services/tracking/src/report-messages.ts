// A report as the proto's messages: groups, the summary and the detailed page; money
// turned into decimals (each currency's places) only here, one row per currency, sorted by
// code (issue 34: never summed across currencies).
import { fromMinorUnits, pageInfoOf } from '@workmesh/platform';
import {
  toExpenseMessage,
  toTagMessage,
  toTimeEntryMessage,
  type ExpenseRecord,
  type TagRecord,
  type TimeEntryRecord,
} from './models';
import type { ExpenseSumRow } from './models/expense-reports';
import type { ExpenseGroup, ExpenseSums } from './report-expenses';
import type { ResponseOf } from './models/proto-messages';
import type { Sums, SummedGroup } from './report-grouping';
import type { Grouping } from './report-rules';
import type { Page } from './request-validation';

type SummaryReportMessage = ResponseOf<'SummaryReport'>;
type ReportGroupMessage = NonNullable<SummaryReportMessage['groups']>[number];

export const toReportGroupMessage = (group: SummedGroup | ExpenseGroup): ReportGroupMessage => ({
  key: group.key,
  name: group.name,
  seconds: group.seconds,
  billable_seconds: group.billableSeconds,
  amounts: group.money.rows(),
  sub_groups: group.subGroups.map(toReportGroupMessage),
  // include=expenses: the group's expenses per currency (none: an empty list).
  ...('expenses' in group && group.expenses ? { expenses: group.expenses.rows() } : {}),
});

/** Expenses' money as the proto's ExpenseTotal rows. */
const expenseTotalsOf = (rows: readonly ExpenseSumRow[]) =>
  rows.map((row) => ({
    currency: row.currency,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    billable_amount: fromMinorUnits(row.billableMinor, row.currency),
    count: row.count,
  }));

/**
 * A report's totals as the API shows them: seconds summed (time has no currency), money
 * one row per currency met (none when no entry counts).
 */
const totalsFields = (totals: Sums) => ({
  totals: totals.money.rows(),
  seconds: totals.seconds,
  billable_seconds: totals.billableSeconds,
});

/** What the summary report use case answers. */
export interface SummaryReportResult {
  from: Date;
  to: Date;
  timezone: string;
  groupBy: Grouping;
  subGroup?: Grouping;
  groups: SummedGroup[];
  totals: Sums;
  /** Grouped by tag: an entry counts in each of its tags' groups; the totals count it once. */
  groupsOverlap: boolean;
  /** include=expenses: the expenses' totals, per currency (ExpenseTotal rows). */
  expenseTotals?: ReturnType<ExpenseSums['rows']>;
}

/** What the detailed report use case answers. */
export interface DetailedReportResult {
  from: Date;
  to: Date;
  timezone: string;
  page: Page<TimeEntryRecord>;
  totals: Sums;
  /** The instant running entries are shown at (their duration up to it). */
  now: Date;
  /** The tags the page's entries (and expenses) carry, with their current names. */
  tags: TagRecord[];
  /** include=expenses: one page of them (the same page and per_page), their totals. */
  expenses?: { page: Page<ExpenseRecord>; totals: ExpenseSumRow[] };
}

/** The summary report's reply. */
export const toSummaryReportMessage = (report: SummaryReportResult): SummaryReportMessage => ({
  from: report.from.toISOString(),
  to: report.to.toISOString(),
  timezone: report.timezone,
  group_by: report.groupBy,
  ...(report.subGroup === undefined ? {} : { sub_group: report.subGroup }),
  groups: report.groups.map(toReportGroupMessage),
  ...totalsFields(report.totals),
  ...(report.expenseTotals ? { expense_totals: report.expenseTotals } : {}),
  groups_overlap: report.groupsOverlap,
});

/** The detailed report's reply: running entries shown at `now`. */
export const toDetailedReportMessage = (
  report: DetailedReportResult,
): ResponseOf<'DetailedReport'> => ({
  from: report.from.toISOString(),
  to: report.to.toISOString(),
  timezone: report.timezone,
  time_entries: report.page.items.map((entry) => toTimeEntryMessage(entry, report.now)),
  ...totalsFields(report.totals),
  page_info: pageInfoOf(report.page),
  tags: report.tags.map(toTagMessage),
  ...(report.expenses
    ? {
        expenses: report.expenses.page.items.map(toExpenseMessage),
        expense_page_info: pageInfoOf(report.expenses.page),
        expense_totals: expenseTotalsOf(report.expenses.totals),
      }
    : {}),
});
