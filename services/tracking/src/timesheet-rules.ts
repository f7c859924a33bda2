// The rules of weekly timesheets (issue 18, Weekly timesheets): the week and user a
// request names, the status transitions (submit: open | rejected → submitted; approve:
// open | submitted → approved; reject: submitted | approved → rejected, with a comment),
// the totals of the week's entries (integer minor units summed per currency, issue 34) and
// its days. Pure: no I/O.
import {
  CurrencyTotals,
  failedPrecondition,
  Joi,
  Reason,
  recordNotFound,
  TIMESHEET_COMMENT_MAX_LENGTH,
  type TimesheetStatus,
} from '@workmesh/platform';
import type { TimeEntryRecord, TimesheetRecord, TimesheetState, TimesheetTotals } from './models';
import { positiveId, validated } from './request-validation';
import { addEntryMoney, durationSeconds } from './models/time-entry-amounts';
import { localDateOf, parseWeekName, weekNameProblem, type WeekName } from './week';

export const WEEK_APPROVED_MESSAGE =
  'This week is approved: its time entries cannot change. Ask a manager to reject it first.';
export const TIMER_RUNNING_IN_WEEK_MESSAGE =
  "The member's timer is running in this week: it must be stopped before the week is approved.";

const statusConflictMessages = {
  submit: (status: TimesheetStatus) =>
    `This timesheet is ${status}: only an open or rejected timesheet can be submitted.`,
  approve: (status: TimesheetStatus) =>
    `This timesheet is ${status}: only an open or submitted timesheet can be approved.`,
  reject: (status: TimesheetStatus) =>
    `This timesheet is ${status}: only a submitted or approved timesheet can be rejected.`,
};

export type TimesheetAction = keyof typeof statusConflictMessages;

/** The statuses each action starts from. */
const ALLOWED_FROM: Record<TimesheetAction, readonly TimesheetStatus[]> = {
  submit: ['open', 'rejected'],
  approve: ['open', 'submitted'],
  reject: ['submitted', 'approved'],
};

export const weekApprovedError = () =>
  failedPrecondition(Reason.WEEK_APPROVED, WEEK_APPROVED_MESSAGE);
export const timerRunningInWeekError = () =>
  failedPrecondition(Reason.TIMER_RUNNING_IN_WEEK, TIMER_RUNNING_IN_WEEK_MESSAGE);
export const memberNotFoundError = () => recordNotFound(Reason.MEMBERSHIP_NOT_FOUND);

/** The action's status rule: the status it starts from, or 409 with a clear message. */
export function requireTransition(action: TimesheetAction, status: TimesheetStatus): void {
  if (!ALLOWED_FROM[action].includes(status))
    throw failedPrecondition(
      Reason.TIMESHEET_STATUS_CONFLICT,
      statusConflictMessages[action](status),
    );
}

/** A week that has no document is open. */
export const openTimesheet = (teamId: number, userId: number, week: string): TimesheetRecord => ({
  team_id: teamId,
  user_id: userId,
  week,
  status: 'open',
  submitted_at: null,
  reviewed_at: null,
  reviewed_by: null,
  comment: null,
});

/** The state after the action (its rule checked before). */
export function nextTimesheetState(
  sheet: TimesheetRecord,
  action: TimesheetAction,
  at: Date,
  by: number,
  comment?: string,
): TimesheetState {
  switch (action) {
    case 'submit':
      return {
        status: 'submitted',
        submitted_at: at,
        reviewed_at: null,
        reviewed_by: null,
        comment: null,
      };
    case 'approve':
      return {
        status: 'approved',
        submitted_at: sheet.submitted_at,
        reviewed_at: at,
        reviewed_by: by,
        comment: null,
      };
    case 'reject':
      return {
        status: 'rejected',
        submitted_at: sheet.submitted_at,
        reviewed_at: at,
        reviewed_by: by,
        comment: comment ?? null,
      };
  }
}

const week = Joi.string()
  .trim()
  .custom((value: string, helpers) => {
    const problem = weekNameProblem(value);
    return problem ? helpers.message({ custom: problem }) : value;
  })
  .messages({
    'any.required': 'The week field is required.',
    'string.base': 'The week must be an ISO week such as 2026-W48.',
    'string.empty': 'The week field is required.',
  });

export interface TimesheetRefInput {
  user_id?: number;
  week: WeekName;
}

const timesheetRefSchema = Joi.object({
  user_id: positiveId('user_id'),
  week: week.required(),
});

export function validatedTimesheetRef(request: unknown): TimesheetRefInput {
  const input = validated<{ user_id?: number; week: string }>(timesheetRefSchema, request);
  return { user_id: input.user_id, week: parseWeekName(input.week) };
}

export interface RejectTimesheetInput {
  user_id: number;
  week: WeekName;
  comment: string;
}

const rejectTimesheetSchema = Joi.object({
  user_id: positiveId('user_id').required(),
  week: week.required(),
  comment: Joi.string()
    .trim()
    .max(TIMESHEET_COMMENT_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'The comment field is required.',
      'string.empty': 'The comment field is required.',
      'string.max': `The comment may not be greater than ${TIMESHEET_COMMENT_MAX_LENGTH} characters.`,
      '*': 'The comment must be a string.',
    }),
});

export function validatedRejectTimesheet(request: unknown): RejectTimesheetInput {
  const input = validated<{ user_id: number; week: string; comment: string }>(
    rejectTimesheetSchema,
    request,
  );
  return { user_id: input.user_id, week: parseWeekName(input.week), comment: input.comment };
}

/** The approve request names the member (a review is of someone's week). */
export function validatedApproveTimesheet(request: unknown): TimesheetRefInput & {
  user_id: number;
} {
  const input = validated<{ user_id: number; week: string }>(
    timesheetRefSchema.fork(['user_id'], (field) => field.required()),
    request,
  );
  return { user_id: input.user_id, week: parseWeekName(input.week) };
}

const noTime = (): TimesheetTotals => ({
  seconds: 0,
  billable_seconds: 0,
  money: new CurrencyTotals(),
});

function add(totals: TimesheetTotals, entry: TimeEntryRecord, seconds: number): void {
  totals.seconds += seconds;
  if (entry.billable) totals.billable_seconds += seconds;
  addEntryMoney(totals.money, entry, seconds);
}

/**
 * The week's totals and the totals of each of its days (every day listed, in order). An
 * entry counts on the day it starts in the zone; a running one up to `now`. Amounts are
 * each entry's minor units, summed per currency (so the days add up to the week exactly,
 * currency by currency; the seconds of all currencies together).
 */
export function weekTotals(
  entries: TimeEntryRecord[],
  days: string[],
  timezone: string,
  now: Date,
): { totals: TimesheetTotals; days: Array<{ date: string; totals: TimesheetTotals }> } {
  const totals = noTime();
  const byDay = new Map(days.map((date) => [date, noTime()]));
  for (const entry of entries) {
    const seconds = durationSeconds(entry.start, entry.end, now);
    add(totals, entry, seconds);
    const day = byDay.get(localDateOf(entry.start, timezone));
    if (day) add(day, entry, seconds);
  }
  return { totals, days: [...byDay].map(([date, dayTotals]) => ({ date, totals: dayTotals })) };
}
