// Reading expenses (issue 35): a page of them with their totals per currency, one, and
// its receipt's bytes. Members see their own; owners and managers the team's.
import { fromMinorUnits, permissionDeniedError, type Caller } from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import type { ExpenseAccess } from './expense-access';
import { receiptNotFoundError, validatedExpenseRef, validatedListExpenses } from './expense-rules';
import type { ExpenseFilter, ExpenseRecord, TagRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, seesTeamEntries } from './permissions';
import type { ReceiptStorage } from './receipt-storage';
import { pageOf, windowOf, type Page } from './request-validation';
import { tagFilterOf } from './tag-rules';
import { tagUses } from './tags';

/** Expenses' money in one currency, as the API shows it. */
export interface ExpenseTotalView {
  currency: string;
  amount: number;
  billable_amount: number;
  count: number;
}

export function expenseReads(
  deps: TrackingDependencies,
  { receipts, shared }: { receipts: ReceiptStorage; shared: ExpenseAccess },
) {
  const { repository, teams } = deps;

  /** GET expense/list: a page, newest date first, and the totals of all that match. */
  async function listExpenses(
    caller: Caller | undefined,
    request: RequestOf<'ListExpenses'>,
  ): Promise<Page<ExpenseRecord> & { totals: ExpenseTotalView[]; tags: TagRecord[] }> {
    const access = await authorizeMember(teams, caller);
    const input = validatedListExpenses(request);
    const team = seesTeamEntries(access);
    if (!team && input.user_id !== undefined && input.user_id !== access.caller.userId)
      throw permissionDeniedError();
    const filter: ExpenseFilter = {
      userId: team ? input.user_id : access.caller.userId,
      projectId: input.project_id,
      clientId: input.client_id,
      categoryId: input.category_id,
      from: input.from,
      to: input.to,
      billable: input.billable,
      invoiced: input.invoiced,
      tags: tagFilterOf(input),
    };
    const [found, totals] = await Promise.all([
      repository.expenses.page(access.teamId, filter, windowOf(input)),
      repository.expenses.totals(access.teamId, filter),
    ]);
    return {
      ...pageOf(found, input),
      // The page's tags with their names now (the CSV shows names; entries keep ids).
      tags: await tagUses(deps).tagsOf(
        access.teamId,
        found.items.flatMap((expense) => expense.tag_ids),
      ),
      totals: totals.map((row) => ({
        currency: row.currency,
        amount: fromMinorUnits(row.amount_minor, row.currency),
        billable_amount: fromMinorUnits(row.billable_minor, row.currency),
        count: row.count,
      })),
    };
  }

  /** GET expense/:id. */
  async function getExpense(
    caller: Caller | undefined,
    request: RequestOf<'GetExpense'>,
  ): Promise<ExpenseRecord> {
    const access = await authorizeMember(teams, caller);
    return shared.visibleExpense(access, validatedExpenseRef(request).expense_id);
  }

  /** GET expense/:id/receipt: the stored bytes (404 when the expense has none). */
  async function getExpenseReceipt(
    caller: Caller | undefined,
    request: RequestOf<'GetExpenseReceipt'>,
  ): Promise<{ content: Buffer; filename: string; content_type: string }> {
    const access = await authorizeMember(teams, caller);
    const expense = await shared.visibleExpense(access, validatedExpenseRef(request).expense_id);
    if (!expense.receipt) throw receiptNotFoundError();
    return {
      content: await receipts.get(expense.receipt.key),
      filename: expense.receipt.filename,
      content_type: expense.receipt.content_type,
    };
  }

  return { listExpenses, getExpense, getExpenseReceipt };
}
