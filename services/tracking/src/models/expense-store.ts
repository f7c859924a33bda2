// The expenses store (models/expenses.ts): lookups, a page and its totals, writes, and the
// locks an approved week puts on its member's expenses. Every query names the team.
import { connectionModel, insertRecord, type Connection, type mongoose } from '@workmesh/platform';
import {
  toExpense,
  expenseSchema,
  type ExpenseChanges,
  type ExpenseDocument,
  type ExpenseRecord,
  type NewExpense,
} from './expenses';
import { expenseInvoicing } from './expense-invoicing';
import { expenseReports } from './expense-reports';
import { APPROVED_LOCK } from './time-entries';
import { tagCondition, type TagFilter } from './time-entry-lookups';

/** List filters (all optional). Dates are YYYY-MM-DD, both inclusive. */
export interface ExpenseFilter {
  userId?: number;
  projectId?: number;
  clientId?: number;
  categoryId?: number;
  from?: string;
  to?: string;
  billable?: boolean;
  /** true: claimed by an invoice; false: not. */
  invoiced?: boolean;
  /** Expenses carrying any (or all) of these tags. */
  tags?: TagFilter;
}

/** Expenses' money in one currency, integer minor units. */
export interface ExpenseTotalRow {
  currency: string;
  amount_minor: number;
  billable_minor: number;
  count: number;
}

/** A member's days in [from, to] (YYYY-MM-DD, inclusive): a week of theirs. */
export interface ExpenseDays {
  from: string;
  to: string;
}

export type ExpenseStore = ReturnType<typeof expenseStore>;

export function expenseFilterQuery(teamId: number, filter: ExpenseFilter) {
  const query: Record<string, unknown> = { team_id: teamId };
  if (filter.userId !== undefined) query.user_id = filter.userId;
  if (filter.projectId !== undefined) query.project_id = filter.projectId;
  if (filter.clientId !== undefined) query.client_id = filter.clientId;
  if (filter.categoryId !== undefined) query.category_id = filter.categoryId;
  if (filter.billable !== undefined) query.billable = filter.billable;
  if (filter.invoiced !== undefined) query.invoice_id = filter.invoiced ? { $ne: null } : null;
  if (filter.tags) query.tag_ids = tagCondition(filter.tags);
  if (filter.from !== undefined || filter.to !== undefined) {
    query.date = {
      ...(filter.from === undefined ? {} : { $gte: filter.from }),
      ...(filter.to === undefined ? {} : { $lte: filter.to }),
    };
  }
  return query;
}

const daysQuery = (teamId: number, userId: number, days: ExpenseDays) => ({
  team_id: teamId,
  user_id: userId,
  date: { $gte: days.from, $lte: days.to },
});

function expenseLookups(Expense: mongoose.Model<ExpenseDocument>) {
  return {
    /** Tenancy: an expense of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<ExpenseRecord | null> {
      const document = await Expense.findOne({ _id: id, team_id: teamId }).lean<ExpenseDocument>();
      return document ? toExpense(document) : null;
    },

    /** One page of the team's expenses matching the filter, newest date first, then newest id. */
    async page(
      teamId: number,
      filter: ExpenseFilter,
      window: { skip: number; limit: number },
    ): Promise<{ items: ExpenseRecord[]; total: number }> {
      const query = expenseFilterQuery(teamId, filter);
      const [documents, total] = await Promise.all([
        Expense.find(query)
          .sort({ date: -1, _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ExpenseDocument[]>(),
        Expense.countDocuments(query),
      ]);
      return { items: documents.map(toExpense), total };
    },

    /** Every matching expense's money per currency (sorted by code): never summed across. */
    async totals(teamId: number, filter: ExpenseFilter): Promise<ExpenseTotalRow[]> {
      const rows = await Expense.aggregate<{
        _id: string;
        amount: number;
        billable: number;
        count: number;
      }>([
        { $match: expenseFilterQuery(teamId, filter) },
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
        amount_minor: row.amount,
        billable_minor: row.billable,
        count: row.count,
      }));
    },

    /** Whether any expense of the team uses the category. */
    async usesCategory(teamId: number, categoryId: number): Promise<boolean> {
      const found = await Expense.exists({ team_id: teamId, category_id: categoryId });
      return found !== null;
    },

    /** The member's expenses dated in [from, to], oldest first. */
    async ofDays(teamId: number, userId: number, days: ExpenseDays): Promise<ExpenseRecord[]> {
      const documents = await Expense.find(daysQuery(teamId, userId, days))
        .sort({ date: 1, _id: 1 })
        .lean<ExpenseDocument[]>();
      return documents.map(toExpense);
    },
  };
}

function expenseWrites(Expense: mongoose.Model<ExpenseDocument>) {
  return {
    async insert(expense: NewExpense): Promise<ExpenseRecord> {
      return toExpense(await insertRecord<ExpenseDocument>(Expense, expense));
    },

    /** Applies the changes to an unlocked expense of the team; null when none matched. */
    async updateUnlocked(
      teamId: number,
      id: number,
      changes: ExpenseChanges,
    ): Promise<ExpenseRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      const document = await Expense.findOneAndUpdate(
        { _id: id, team_id: teamId, locked: { $ne: true } },
        { $set: set, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      ).lean<ExpenseDocument>();
      return document ? toExpense(document) : null;
    },

    /** Removes a deleted tag from every expense of the team carrying it; how many did. */
    async pullTag(teamId: number, tagId: number): Promise<number> {
      const result = await Expense.updateMany(
        { team_id: teamId, tag_ids: tagId },
        { $pull: { tag_ids: tagId } },
      );
      return result.modifiedCount;
    },

    /** The deleted expense (as it was) if it was the team's and unlocked, else null. */
    async deleteUnlocked(teamId: number, id: number): Promise<ExpenseRecord | null> {
      const document = await Expense.findOneAndDelete({
        _id: id,
        team_id: teamId,
        locked: { $ne: true },
      }).lean<ExpenseDocument>();
      return document ? toExpense(document) : null;
    },
  };
}

/** An approval's locks on the member's expenses of the week (as on its time entries). */
function expenseWeekLocks(Expense: mongoose.Model<ExpenseDocument>) {
  async function lockAfterInvoice(
    teamId: number,
    userId: number,
    days: ExpenseDays,
    lock: string | null,
  ): Promise<void> {
    await Expense.updateMany(
      { ...daysQuery(teamId, userId, days), invoice_id: { $ne: null } },
      { $set: { locked_before_invoice: lock } },
      { timestamps: false },
    );
  }

  async function setOn(
    teamId: number,
    ids: number[],
    fields: Record<string, unknown>,
  ): Promise<ExpenseRecord[]> {
    if (ids.length === 0) return [];
    await Expense.updateMany(
      { team_id: teamId, _id: { $in: ids } },
      { $set: fields, $inc: { revision: 1 } },
    );
    const documents = await Expense.find({ team_id: teamId, _id: { $in: ids } })
      .sort({ date: 1, _id: 1 })
      .lean<ExpenseDocument[]>();
    return documents.map(toExpense);
  }

  return {
    /** Locks the week's unlocked expenses ('approved'); answers the ones it locked. */
    async lockDays(teamId: number, userId: number, days: ExpenseDays): Promise<ExpenseRecord[]> {
      await lockAfterInvoice(teamId, userId, days, APPROVED_LOCK);
      const unlocked = await Expense.find(
        { ...daysQuery(teamId, userId, days), locked: { $ne: true } },
        { _id: 1 },
      ).lean<Array<{ _id: number }>>();
      return setOn(
        teamId,
        unlocked.map((expense) => expense._id),
        { locked: true, locked_reason: APPROVED_LOCK },
      );
    },

    /** Unlocks the week's expenses an approval locked (never invoiced ones). */
    async unlockDays(teamId: number, userId: number, days: ExpenseDays): Promise<ExpenseRecord[]> {
      await lockAfterInvoice(teamId, userId, days, null);
      const approved = await Expense.find(
        { ...daysQuery(teamId, userId, days), locked: true, locked_reason: APPROVED_LOCK },
        { _id: 1 },
      ).lean<Array<{ _id: number }>>();
      return setOn(
        teamId,
        approved.map((expense) => expense._id),
        { locked: false, locked_reason: null },
      );
    },
  };
}

/** The expenses store: one factory per concern, all over the one model. */
export function expenseStore(connection: Connection) {
  const Expense = connectionModel(connection, 'Expense', expenseSchema);
  return {
    model: Expense,
    ...expenseLookups(Expense),
    ...expenseWrites(Expense),
    ...expenseWeekLocks(Expense),
    ...expenseInvoicing(Expense),
    ...expenseReports(Expense),
  };
}
