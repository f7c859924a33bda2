// Expenses (issue 35; docs/expenses.md): create, update and delete a member's spending on
// a project; the reads are in expense-reads.ts, what both share in expense-access.ts.
// A member writes their own unlocked expenses; owners and managers any of the team (and
// create one for a member with `user_id`). Every write runs in the member's turn (their
// clock first, in one transaction: a week's approval cannot interleave), checks the week
// is not approved, and records its events (outbox). A receipt's bytes go to the object
// store before the transaction (removed again if it fails) and the replaced one after.
import type { Caller } from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { expenseAccess, type ExpenseAccess, type ExpenseParts } from './expense-access';
import { expenseChanges, newExpenseRecord } from './expense-changes';
import {
  EXPENSE_AUDIT_ACTIONS,
  expenseChangeRecorded,
  expenseCreated,
  expenseCreatedChanges,
  expenseDeleted,
  expenseDeletedChanges,
  expenseUpdated,
  expenseUpdatedChanges,
} from './expense-events';
import { expenseReads } from './expense-reads';
import {
  categoryArchivedError,
  expenseLockedError,
  expenseNotFoundError,
  validatedCreateExpense,
  validatedExpenseRef,
  validatedUpdateExpense,
} from './expense-rules';
import { toExpenseData, type ExpenseReceiptRecord, type ExpenseRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, requireMayWriteFor } from './permissions';
import { acceptedReceipt, type UploadedReceipt } from './receipt-rules';
import type { TeamTask } from './tasks-directory';
import { tagUses } from './tags';
import { taskOfOtherProjectError } from './time-entry-rules';

/** A receipt's bytes stored before a write, and removed again if the write fails. */
function receiptKeeping({ receipts, receiptMaxBytes }: ExpenseParts) {
  /** The receipt's bytes stored (checked first); its record, or undefined when none was sent. */
  async function storedReceipt(
    teamId: number,
    upload: UploadedReceipt | undefined,
  ): Promise<ExpenseReceiptRecord | undefined> {
    const accepted = acceptedReceipt(upload, receiptMaxBytes);
    if (!accepted) return undefined;
    const key = await receipts.put(teamId, accepted);
    return {
      key,
      filename: accepted.filename,
      content_type: accepted.contentType,
      size: accepted.data.length,
    };
  }

  /** work, the stored receipt removed again if it fails (nothing refers to it then). */
  async function withReceipt<T>(
    receipt: ExpenseReceiptRecord | null | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (receipt) await receipts.remove(receipt.key);
      throw error;
    }
  }

  return { storedReceipt, withReceipt };
}

type ReceiptKeeping = ReturnType<typeof receiptKeeping>;

interface ExpenseWriting {
  deps: TrackingDependencies;
  parts: ExpenseParts;
  shared: ExpenseAccess;
  keeping: ReceiptKeeping;
}

function expenseCreation({ deps, parts, shared, keeping }: ExpenseWriting) {
  const { repository, outbox, logger, teams } = deps;
  const { categories, inUsersTurn } = parts;
  const { projectOf, taskOf, requireMember, requireDayNotApproved, currencyOf } = shared;
  const { storedReceipt, withReceipt } = keeping;

  /** POST expense/create: the caller's expense, or (owners, managers) a member's. expense.created. */
  async function createExpense(
    caller: Caller | undefined,
    request: RequestOf<'CreateExpense'>,
  ): Promise<ExpenseRecord> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validatedCreateExpense(request);
    const userId = input.user_id ?? access.caller.userId;
    requireMayWriteFor(access, userId);
    if (userId !== access.caller.userId) await requireMember(teamId, userId);
    await tagUses(deps).usableTagIds(teamId, input.tag_ids);
    const project = await projectOf(teamId, input.project_id);
    const task = input.task_id === null ? null : await taskOf(teamId, input.task_id, project.id);
    const category = await categories.categoryOf(teamId, input.category_id);
    if (category.archived) throw categoryArchivedError();
    const settings = await teams.settingsOf(teamId);
    const currency = currencyOf(project, settings);
    const making = { teamId, userId, createdBy: access.caller.userId, input, project, task };
    // The amount's rules first (a 400 before any upload).
    newExpenseRecord({ ...making, id: 0, category, currency, receipt: null });
    const receipt = (await storedReceipt(teamId, input.receipt)) ?? null;
    const id = await repository.nextId('expenses');

    const created = await withReceipt(receipt, () =>
      inUsersTurn(teamId, userId, async () => {
        await requireDayNotApproved(teamId, userId, input.date, settings);
        const expense = await repository.expenses.insert(
          newExpenseRecord({ ...making, id, category, currency, receipt }),
        );
        await outbox.record(
          expenseCreated(toExpenseData(expense)),
          expenseChangeRecorded(
            EXPENSE_AUDIT_ACTIONS.CreateExpense,
            expense,
            expenseCreatedChanges(expense),
          ),
        );
        return expense;
      }),
    );
    outbox.kick();
    logger.info(
      { team_id: teamId, expense_id: created.id, user_id: userId, by: access.caller.userId },
      'expense created',
    );
    return created;
  }

  return { createExpense };
}

function expenseUpdates({ deps, parts, shared, keeping }: ExpenseWriting) {
  const { repository, outbox, logger, teams } = deps;
  const { categories, receipts, inUsersTurn } = parts;
  const { visibleExpense, projectOf, taskOf, requireDayNotApproved, currencyOf } = shared;
  const { storedReceipt, withReceipt } = keeping;

  /**
   * POST expense/:id/update: the fields given (task_id 0 clears the task; a receipt
   * replaces the stored one, remove_receipt drops it). Locked → 409. expense.updated.
   */
  async function updateExpense(
    caller: Caller | undefined,
    request: RequestOf<'UpdateExpense'>,
  ): Promise<ExpenseRecord> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validatedUpdateExpense(request);
    const before = await visibleExpense(access, input.expense_id);
    if (before.locked) throw expenseLockedError();
    // Tags it already carries may stay though archived; new ones must be usable.
    if (input.tag_ids !== undefined)
      await tagUses(deps).usableTagIds(teamId, input.tag_ids, before.tag_ids);
    const project =
      input.project_id === undefined ? undefined : await projectOf(teamId, input.project_id);
    const projectId = project?.id ?? before.project_id;
    let task: TeamTask | null | undefined;
    if (input.task_id === 0) task = null;
    else if (input.task_id !== undefined) task = await taskOf(teamId, input.task_id, projectId);
    else if (project && before.task_id !== null && project.id !== before.project_id)
      throw taskOfOtherProjectError(); // the kept task is of the old project
    const category =
      input.category_id === undefined || input.category_id === before.category_id
        ? undefined
        : await categories.categoryOf(teamId, input.category_id);
    if (category?.archived) throw categoryArchivedError();
    const settings = await teams.settingsOf(teamId);
    const currency = project ? currencyOf(project, settings) : before.currency;
    const looked = { project, task, category, currency };
    expenseChanges(before, input, looked); // its 400s before any upload
    const receipt = input.remove_receipt ? null : await storedReceipt(teamId, input.receipt);

    const { expense, changed } = await withReceipt(receipt, () =>
      inUsersTurn(teamId, before.user_id, async () => {
        const current = await repository.expenses.findInTeam(teamId, before.id);
        if (!current) throw expenseNotFoundError();
        if (current.locked) throw expenseLockedError();
        const changes = expenseChanges(current, input, { ...looked, receipt });
        if (Object.keys(changes).length === 0) return { expense: current, changed: false };
        if (changes.date !== undefined)
          await requireDayNotApproved(teamId, current.user_id, changes.date, settings);
        const updated = await repository.expenses.updateUnlocked(teamId, current.id, changes);
        if (!updated) throw expenseLockedError();
        await outbox.record(
          expenseUpdated(toExpenseData(updated)),
          expenseChangeRecorded(
            EXPENSE_AUDIT_ACTIONS.UpdateExpense,
            updated,
            expenseUpdatedChanges(current, updated),
          ),
        );
        return { expense: updated, changed: true };
      }),
    );
    if (changed) {
      if (receipt !== undefined && before.receipt && before.receipt.key !== expense.receipt?.key)
        await receipts.remove(before.receipt.key);
      outbox.kick();
      logger.info(
        { team_id: teamId, expense_id: expense.id, by: access.caller.userId },
        'expense updated',
      );
    }
    return expense;
  }

  return { updateExpense };
}

function expenseRemoval({ deps, parts, shared }: ExpenseWriting) {
  const { repository, outbox, logger, teams } = deps;
  const { receipts, inUsersTurn } = parts;
  const { visibleExpense } = shared;

  /** POST expense/:id/delete: an unlocked expense (locked → 409). expense.deleted. */
  async function deleteExpense(
    caller: Caller | undefined,
    request: RequestOf<'DeleteExpense'>,
  ): Promise<{ success: string }> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const before = await visibleExpense(access, validatedExpenseRef(request).expense_id);
    if (before.locked) throw expenseLockedError();
    const deleted = await inUsersTurn(teamId, before.user_id, async () => {
      const gone = await repository.expenses.deleteUnlocked(teamId, before.id);
      if (!gone) {
        if (await repository.expenses.findInTeam(teamId, before.id)) throw expenseLockedError();
        throw expenseNotFoundError();
      }
      await outbox.record(
        expenseDeleted(toExpenseData(gone)),
        expenseChangeRecorded(
          EXPENSE_AUDIT_ACTIONS.DeleteExpense,
          gone,
          expenseDeletedChanges(gone),
        ),
      );
      return gone;
    });
    if (deleted.receipt) await receipts.remove(deleted.receipt.key);
    outbox.kick();
    logger.info(
      { team_id: teamId, expense_id: before.id, by: access.caller.userId },
      'expense deleted',
    );
    return { success: 'Expense deleted' };
  }

  return { deleteExpense };
}

export function expensesUseCases(deps: TrackingDependencies, parts: ExpenseParts) {
  const shared = expenseAccess(deps);
  const writing = { deps, parts, shared, keeping: receiptKeeping(parts) };
  return {
    ...expenseCreation(writing),
    ...expenseUpdates(writing),
    ...expenseRemoval(writing),
    ...expenseReads(deps, { receipts: parts.receipts, shared }),
  };
}

export type ExpensesUseCases = ReturnType<typeof expensesUseCases>;
