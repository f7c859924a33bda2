// What the expense operations share (expenses.ts, expense-reads.ts): who may see an
// expense, the project, task and category one takes, the member it is for, and the lock
// of an approved week (the member's week in the team's zone containing its date).
import {
  dayOfIsoDate,
  formatWeekName,
  startOfLocalDay,
  weekNameOf,
  type TeamAccess,
} from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { TrackingDependencies } from './dependencies';
import type { ExpenseCategoriesUseCases } from './expense-categories';
import { expenseLockedError, expenseNotFoundError } from './expense-rules';
import type { ExpenseRecord } from './models';
import { seesTeamEntries } from './permissions';
import type { ReceiptStorage } from './receipt-storage';
import type { TeamTask } from './tasks-directory';
import type { TrackingTeamSettings } from './teams-directory';
import {
  projectNotFoundError,
  taskNotFoundError,
  taskOfOtherProjectError,
  userNotMemberError,
} from './time-entry-rules';
import { teamZone, type UsersTurn } from './timesheets';

/** What the expense use cases are given besides the service's dependencies. */
export interface ExpenseParts {
  categories: ExpenseCategoriesUseCases;
  receipts: ReceiptStorage;
  /** RECEIPT_MAX_BYTES. */
  receiptMaxBytes: number;
  /** The member's turn of writes (time-entry-access.ts): expenses and timesheets share it. */
  inUsersTurn: UsersTurn;
}

/** The week (its ISO name) the day is in, in the team's zone and week start. */
export function weekOfDay(date: string, settings: TrackingTeamSettings): string {
  const zone = teamZone(settings);
  const instant = startOfLocalDay(dayOfIsoDate(date) as number, zone);
  return formatWeekName(weekNameOf(instant, zone, settings.weekStart));
}

export function expenseAccess(deps: TrackingDependencies) {
  const { repository, clients, tasks, teams } = deps;

  /** The expense if the caller may see it: a member their own, owners and managers the team's. */
  async function visibleExpense(access: TeamAccess, id: number): Promise<ExpenseRecord> {
    const expense = await repository.expenses.findInTeam(access.teamId, id);
    if (!expense || (!seesTeamEntries(access) && expense.user_id !== access.caller.userId))
      throw expenseNotFoundError();
    return expense;
  }

  async function projectOf(teamId: number, projectId: number): Promise<TeamProject> {
    const project = await clients.projectOfTeam(teamId, projectId);
    if (!project) throw projectNotFoundError();
    return project;
  }

  async function taskOf(teamId: number, taskId: number, projectId: number): Promise<TeamTask> {
    const task = await tasks.taskOfTeam(teamId, taskId);
    if (!task) throw taskNotFoundError();
    if (task.projectId !== projectId) throw taskOfOtherProjectError();
    return task;
  }

  async function requireMember(teamId: number, userId: number): Promise<void> {
    if (!(await teams.memberOf(teamId, userId))) throw userNotMemberError();
  }

  /**
   * Inside the member's turn: an expense dated in a week whose timesheet is approved is
   * locked with it (409 EXPENSE_LOCKED).
   */
  async function requireDayNotApproved(
    teamId: number,
    userId: number,
    date: string,
    settings: TrackingTeamSettings,
  ): Promise<void> {
    const sheet = await repository.timesheets.find(teamId, userId, weekOfDay(date, settings));
    if (sheet?.status === 'approved') throw expenseLockedError();
  }

  /** The currency of an expense on the project: its client's, else the team's. */
  const currencyOf = (project: TeamProject, settings: TrackingTeamSettings): string =>
    project.clientCurrency || settings.currency;

  return { visibleExpense, projectOf, taskOf, requireMember, requireDayNotApproved, currencyOf };
}

export type ExpenseAccess = ReturnType<typeof expenseAccess>;
