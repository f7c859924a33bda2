// A team's expenses as reports read them (issue 35, include=expenses): those dated in the
// report's days that its filters match, all of them (the summary's groups; a report
// covers at most 366 days), one page of them, and their money per currency.
import type { mongoose } from '@workmesh/platform';
import { toExpense, type ExpenseDocument, type ExpenseRecord } from './expenses';
import { tagCondition, type TagFilter } from './time-entry-lookups';

/** A report's filters over expenses: days YYYY-MM-DD, both inclusive. */
export interface ExpenseReportFilter {
  userId?: number;
  projectId?: number;
  clientId?: number;
  taskId?: number;
  billable?: boolean;
  /** Expenses carrying any (or all) of these tags. */
  tags?: TagFilter;
  fromDate: string;
  toDate: string;
}

/** Expenses' money in one currency: minor units. */
export interface ExpenseSumRow {
  currency: string;
  amountMinor: number;
  billableMinor: number;
  count: number;
}

const reportQuery = (teamId: number, filter: ExpenseReportFilter) => {
  const query: Record<string, unknown> = {
    team_id: teamId,
    date: { $gte: filter.fromDate, $lte: filter.toDate },
  };
  if (filter.userId !== undefined) query.user_id = filter.userId;
  if (filter.projectId !== undefined) query.project_id = filter.projectId;
  if (filter.clientId !== undefined) query.client_id = filter.clientId;
  if (filter.taskId !== undefined) query.task_id = filter.taskId;
  if (filter.billable !== undefined) query.billable = filter.billable;
  if (filter.tags) query.tag_ids = tagCondition(filter.tags);
  return query;
};

const byDate = { date: 1, _id: 1 } as const;

export function expenseReports(Expense: mongoose.Model<ExpenseDocument>) {
  return {
    /** Every matching expense, oldest date first. */
    async reportExpenses(teamId: number, filter: ExpenseReportFilter): Promise<ExpenseRecord[]> {
      const documents = await Expense.find(reportQuery(teamId, filter))
        .sort(byDate)
        .lean<ExpenseDocument[]>();
      return documents.map(toExpense);
    },

    /** One page of them, oldest date first, and how many match. */
    async reportExpensePage(
      teamId: number,
      filter: ExpenseReportFilter,
      window: { skip: number; limit: number },
    ): Promise<{ items: ExpenseRecord[]; total: number }> {
      const query = reportQuery(teamId, filter);
      const [documents, total] = await Promise.all([
        Expense.find(query)
          .sort(byDate)
          .skip(window.skip)
          .limit(window.limit)
          .lean<ExpenseDocument[]>(),
        Expense.countDocuments(query),
      ]);
      return { items: documents.map(toExpense), total };
    },

    /** Their money per currency (sorted by code): never summed across currencies. */
    async reportExpenseTotals(
      teamId: number,
      filter: ExpenseReportFilter,
    ): Promise<ExpenseSumRow[]> {
      const rows = await Expense.aggregate<{
        _id: string;
        amount: number;
        billable: number;
        count: number;
      }>([
        { $match: reportQuery(teamId, filter) },
        {
          $group: {
            _id: '$currency',
            amount: { $sum: '$amount_minor' },
            billable: { $sum: { $cond: ['$billable', '$amount_minor', 0] } },
            count: { $sum: 1 },
          },
        },
        { $sort: { _id: 1 } },
      ]);
      return rows.map((row) => ({
        currency: row._id,
        amountMinor: row.amount,
        billableMinor: row.billable,
        count: row.count,
      }));
    },
  };
}
