// Weekly timesheets (issue 18, Weekly timesheets): read a user's week, submit it (the
// member), approve or reject it (owners and managers). The week is read in the team's
// zone from its week_start (week.ts); its status is stored per (team, user, week), absent
// = open. Approving locks the week's entries and rejecting unlocks those it locked, in
// the transaction of the status change, taken in the user's turn of the entry writes
// (time-entry-access.ts's inUsersTurn: their clock first): an entry written into the week and
// an approval of it never interleave. Every answer carries the week's absences (approved
// time off and holidays from scheduling; none when it does not answer). Rules: timesheet-rules.ts; who may: permissions.ts.
import {
  authorizeInTeam,
  canonicalTimezone,
  OWNER_OR_MANAGER,
  permissionDeniedError,
  type Caller,
  type DomainEvent,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import {
  timeEntryUpdated,
  timesheetApproved,
  timesheetChangeRecorded,
  timesheetRejected,
  timesheetSubmitted,
  TRACKING_AUDIT_ACTIONS,
} from './events';
import { expenseUpdated } from './expense-events';
import {
  toExpenseData,
  toTimeEntryData,
  toTimesheetData,
  type ExpenseRecord,
  type TimeEntryRecord,
  type TimesheetRecord,
  type TimesheetView,
} from './models';
import { timesheetAbsences } from './attendance-rules';
import { authorizeMember, seesTeamEntries } from './permissions';
import { emptyCalendar } from './scheduling-directory';
import type { RequestOf } from './models/proto-messages';
import type { TrackingTeamSettings } from './teams-directory';
import {
  memberNotFoundError,
  nextTimesheetState,
  openTimesheet,
  requireTransition,
  timerRunningInWeekError,
  validatedApproveTimesheet,
  validatedRejectTimesheet,
  validatedTimesheetRef,
  weekApprovedError,
  weekTotals,
  type TimesheetAction,
} from './timesheet-rules';
import { wholeSecond } from './time-entry-rules';
import { formatWeekName, weekNameOf, weekSpan, type WeekName, type WeekSpan } from './week';

/** The zone a team's weeks are read in (an unknown one: UTC). */
export const teamZone = (settings: TrackingTeamSettings): string =>
  canonicalTimezone(settings.timezone) ?? 'UTC';

/**
 * The hook of the entry writes (time-entry-access.ts): inside their transaction, after the
 * user's clock, a new entry, an entry moved, or a timer started into a week whose
 * timesheet is approved is refused (409 WEEK_APPROVED).
 */
export function approvedWeekGuard({ repository }: Pick<TrackingDependencies, 'repository'>) {
  return async function requireWeekNotApproved(
    teamId: number,
    userId: number,
    start: Date,
    settings: TrackingTeamSettings,
  ): Promise<void> {
    const week = formatWeekName(weekNameOf(start, teamZone(settings), settings.weekStart));
    const sheet = await repository.timesheets.find(teamId, userId, week);
    if (sheet?.status === 'approved') throw weekApprovedError();
  };
}

const EVENT_OF: Record<TimesheetAction, typeof timesheetSubmitted> = {
  submit: timesheetSubmitted,
  approve: timesheetApproved,
  reject: timesheetRejected,
};

/** The audit action of each status change (docs/audit.md). */
const AUDIT_ACTION_OF = {
  submit: TRACKING_AUDIT_ACTIONS.SubmitTimesheet,
  approve: TRACKING_AUDIT_ACTIONS.ApproveTimesheet,
  reject: TRACKING_AUDIT_ACTIONS.RejectTimesheet,
} as const satisfies Record<TimesheetAction, string>;

/** The user's turn of the entry writes: their clock, then the work, in one transaction. */
export type UsersTurn = <T>(teamId: number, userId: number, work: () => Promise<T>) => Promise<T>;

/** A week of the team: its bounds and days, its zone, and what a day off credits there. */
interface TeamWeek {
  span: WeekSpan;
  timezone: string;
  hoursPerDay: number;
}

/** What the operations share: the team's week, whose week it is, and the week as shown. */
function timesheetWeeks(deps: TrackingDependencies) {
  const { repository, teams, scheduling, logger } = deps;

  /** The week of the team: its bounds and days in the team's zone, from its week_start. */
  async function teamWeek(teamId: number, name: WeekName): Promise<TeamWeek> {
    const settings = await teams.settingsOf(teamId);
    const timezone = teamZone(settings);
    return {
      span: weekSpan(name, timezone, settings.weekStart),
      timezone,
      hoursPerDay: settings.hoursPerDay,
    };
  }

  /**
   * The view with the week's time off and holidays (scheduling's calendar of the member).
   * A timesheet never fails for them: when scheduling does not answer (or fails), none, and
   * a warning.
   */
  async function withAbsences(
    teamId: number,
    userId: number,
    { span, timezone, hoursPerDay }: TeamWeek,
    view: TimesheetView,
  ): Promise<TimesheetView> {
    const days = { from: span.days[0]!, to: span.days[span.days.length - 1]! };
    try {
      const calendars = await scheduling.calendarsOf(teamId, [userId], days);
      const calendar = calendars.get(userId) ?? emptyCalendar(userId);
      return { ...view, absences: timesheetAbsences(calendar, span.days, timezone, hoursPerDay) };
    } catch (error) {
      logger.warn(
        { err: error, team_id: teamId, user_id: userId, week: span.week },
        'timesheet absences left out: scheduling did not answer them',
      );
      return { ...view, absences: [] };
    }
  }

  /**
   * Whose week: the caller's, or (owners and managers) a member's of the team. A member
   * naming another user: 403; a user who is not a member: 404.
   */
  async function subjectOf(access: TeamAccess, userId: number | undefined): Promise<number> {
    const subject = userId ?? access.caller.userId;
    if (subject === access.caller.userId) return subject;
    if (!seesTeamEntries(access)) throw permissionDeniedError();
    if (!(await teams.roleOf(access.teamId, subject))) throw memberNotFoundError();
    return subject;
  }

  /** The week as shown: its status (or open), totals, days and entries, at `at`. */
  async function viewOf(
    teamId: number,
    userId: number,
    { span, timezone }: TeamWeek,
    at: Date,
    sheet?: TimesheetRecord,
  ): Promise<TimesheetView> {
    const entries = await repository.timesheets.entriesOfWeek(teamId, userId, span);
    const stored = sheet ?? (await repository.timesheets.find(teamId, userId, span.week));
    const { totals, days } = weekTotals(entries, span.days, timezone, at);
    return {
      sheet: stored ?? openTimesheet(teamId, userId, span.week),
      from: span.from,
      to: span.to,
      timezone,
      totals,
      days,
      entries,
      now: at,
    };
  }

  return { teamWeek, subjectOf, viewOf, withAbsences };
}

type TimesheetWeeks = ReturnType<typeof timesheetWeeks>;

/** The status change of a week, in the user's turn of the entry writes. */
function timesheetChanges(
  deps: TrackingDependencies,
  inUsersTurn: UsersTurn,
  { teamWeek, viewOf, withAbsences }: TimesheetWeeks,
) {
  const { repository, outbox, logger } = deps;
  const now = () => wholeSecond(deps.now());

  /**
   * The status change in the user's turn: its rule, the entries it locks or unlocks, the
   * new state, and its events (timesheet.*, time_entry.updated per entry changed).
   */
  async function change(
    access: TeamAccess,
    userId: number,
    name: WeekName,
    action: TimesheetAction,
    comment?: string,
  ): Promise<TimesheetView> {
    const { teamId } = access;
    const week = await teamWeek(teamId, name);
    const { span } = week;
    const view = await inUsersTurn(teamId, userId, async () => {
      const at = now();
      const current =
        (await repository.timesheets.find(teamId, userId, span.week)) ??
        openTimesheet(teamId, userId, span.week);
      requireTransition(action, current.status);
      let changed: TimeEntryRecord[] = [];
      // The week's expenses (issue 35): its days in the team's zone, locked with it.
      const days = { from: span.days[0]!, to: span.days[span.days.length - 1]! };
      let expenses: ExpenseRecord[] = [];
      if (action === 'approve') {
        const running = await repository.timeEntries.findRunning(teamId, userId);
        if (running && running.start >= span.from && running.start < span.to)
          throw timerRunningInWeekError();
        changed = await repository.timesheets.lockWeek(teamId, userId, span);
        expenses = await repository.expenses.lockDays(teamId, userId, days);
      } else if (action === 'reject') {
        changed = await repository.timesheets.unlockWeek(teamId, userId, span);
        expenses = await repository.expenses.unlockDays(teamId, userId, days);
      }
      const sheet = await repository.timesheets.save(
        teamId,
        userId,
        span.week,
        nextTimesheetState(current, action, at, access.caller.userId, comment),
      );
      const shown = await viewOf(teamId, userId, week, at, sheet);
      const events: DomainEvent[] = [
        EVENT_OF[action](toTimesheetData(shown)),
        timesheetChangeRecorded(
          AUDIT_ACTION_OF[action],
          current,
          sheet,
          changed.map((entry) => entry.id),
          expenses.map((expense) => expense.id),
        ),
      ];
      for (const entry of changed) events.push(timeEntryUpdated(toTimeEntryData(entry, at)));
      for (const expense of expenses) events.push(expenseUpdated(toExpenseData(expense)));
      await outbox.record(...events);
      return shown;
    });
    outbox.kick();
    logger.info(
      {
        team_id: teamId,
        user_id: userId,
        week: span.week,
        status: view.sheet.status,
        by: access.caller.userId,
      },
      `timesheet ${view.sheet.status}`,
    );
    return withAbsences(teamId, userId, week, view);
  }

  return { change };
}

export function timesheetsUseCases(deps: TrackingDependencies, inUsersTurn: UsersTurn) {
  const { repository, teams } = deps;
  const now = () => wholeSecond(deps.now());
  const weeks = timesheetWeeks(deps);
  const { teamWeek, subjectOf, viewOf, withAbsences } = weeks;
  const { change } = timesheetChanges(deps, inUsersTurn, weeks);

  /** GET timesheet: the caller's week, or (owners and managers) a member's. */
  async function getTimesheet(
    caller: Caller | undefined,
    request: RequestOf<'GetTimesheet'>,
  ): Promise<TimesheetView> {
    const access = await authorizeMember(teams, caller);
    const input = validatedTimesheetRef(request);
    const userId = await subjectOf(access, input.user_id);
    const week = await teamWeek(access.teamId, input.week);
    // One snapshot: the status and the entries as they were together.
    const view = await repository.transaction(() => viewOf(access.teamId, userId, week, now()));
    return withAbsences(access.teamId, userId, week, view);
  }

  /** POST timesheet/submit: the member's own week, open or rejected → submitted. */
  async function submitTimesheet(
    caller: Caller | undefined,
    request: RequestOf<'SubmitTimesheet'>,
  ): Promise<TimesheetView> {
    const access = await authorizeMember(teams, caller);
    const input = validatedTimesheetRef(request);
    if (input.user_id !== undefined && input.user_id !== access.caller.userId)
      throw permissionDeniedError();
    return change(access, access.caller.userId, input.week, 'submit');
  }

  /** POST timesheet/approve (owners, managers): open or submitted → approved, entries locked. */
  async function approveTimesheet(
    caller: Caller | undefined,
    request: RequestOf<'ApproveTimesheet'>,
  ): Promise<TimesheetView> {
    const access = await authorizeInTeam(teams, caller, OWNER_OR_MANAGER);
    const input = validatedApproveTimesheet(request);
    const userId = await subjectOf(access, input.user_id);
    return change(access, userId, input.week, 'approve');
  }

  /** POST timesheet/reject (owners, managers): submitted or approved → rejected, unlocked. */
  async function rejectTimesheet(
    caller: Caller | undefined,
    request: RequestOf<'RejectTimesheet'>,
  ): Promise<TimesheetView> {
    const access = await authorizeInTeam(teams, caller, OWNER_OR_MANAGER);
    const input = validatedRejectTimesheet(request);
    const userId = await subjectOf(access, input.user_id);
    return change(access, userId, input.week, 'reject', input.comment);
  }

  return { getTimesheet, submitTimesheet, approveTimesheet, rejectTimesheet };
}

export type TimesheetsUseCases = ReturnType<typeof timesheetsUseCases>;
