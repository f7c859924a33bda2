// The rules of a time-off request (docs/time-off.md, Requests): its fields, the days it
// counts (working days that are not holidays), what it takes (days, half a day, or
// hours), and the refusals (overlap, approved week, balance, status, started). Pure: no
// I/O. Amounts are reckoned in hundredths of the unit (integers), shown with 2 decimals.
import {
  failedPrecondition,
  HALF_DAYS,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  TIME_OFF_STATUSES,
  type HalfDay,
  type TimeOffStatus,
  type TimeOffUnit,
} from '@workmesh/platform';
import { utcDayOf } from './entry-rules';
import type {
  ApprovedWeekRecord,
  NewTimeOffRequest,
  ScheduleEntryRecord,
  TimeOffPolicyRecord,
  TimeOffRequestRecord,
} from './models';
import { positiveId, validated } from './request-validation';
import { dayNumberOf } from './schedule-dates';
import { dayOfInstantIn, eachDay, startOfDayIn, weekdayOf } from './time-off-dates';
import { fieldError } from './time-off-policy-rules';

/** The longest request: a year's days. */
export const MAX_REQUEST_DAYS = 366;
export const NOTE_MAX_LENGTH = 5000;
export const MAX_REQUEST_HOURS = 24;

export const requestNotFoundError = () => recordNotFound(Reason.TIME_OFF_REQUEST_NOT_FOUND);
export const noWorkingDaysError = () =>
  invalidArgument(
    Reason.TIME_OFF_NO_WORKING_DAYS,
    'The request counts no working day: every day from from to to is a day off or a holiday.',
    { from: ['The range holds no working day of the member.'] },
  );
export const policyNotApplicableError = () =>
  invalidArgument(
    Reason.TIME_OFF_POLICY_NOT_APPLICABLE,
    'This time-off policy does not apply to the member.',
    { policy_id: ['This time-off policy does not apply to the member.'] },
  );
export const overlapError = (requestId: number, day: string) =>
  failedPrecondition(
    Reason.TIME_OFF_OVERLAP,
    `The request overlaps time-off request ${requestId} on ${day}.`,
  );
export const weekApprovedError = (day: string) =>
  failedPrecondition(
    Reason.TIME_OFF_WEEK_APPROVED,
    `The member's timesheet of the week of ${day} is approved: no time off can be asked on it.`,
  );
export const balanceExceededError = (available: number, asked: number, unit: TimeOffUnit) =>
  failedPrecondition(
    Reason.TIME_OFF_BALANCE_EXCEEDED,
    `The balance does not cover this request: ${available} ${unit} available, ${asked} asked.`,
  );
/** What each move needs of a request's status, as its refusal says it. */
const MOVABLE_FROM = {
  approve: 'only a pending request can be approved',
  reject: 'only a pending request can be rejected',
  cancel: 'only a pending or approved request can be cancelled',
} as const;

export const statusConflictError = (status: TimeOffStatus, move: keyof typeof MOVABLE_FROM) =>
  failedPrecondition(
    Reason.TIME_OFF_STATUS_CONFLICT,
    `This request is ${status}: ${MOVABLE_FROM[move]}.`,
  );
export const alreadyStartedError = () =>
  failedPrecondition(
    Reason.TIME_OFF_ALREADY_STARTED,
    'This request has started: it can no longer be cancelled.',
  );

// ---- Fields ----

const dayRule = (field: string) =>
  Joi.string()
    .trim()
    .custom((text: string, helpers) => (utcDayOf(text) ? text : helpers.error('any.invalid')))
    .messages({ '*': `The ${field} must be a date, YYYY-MM-DD.` });

const createRequestSchema = Joi.object({
  policy_id: positiveId('policy_id').required(),
  from: dayRule('from').required(),
  to: dayRule('to').required(),
  half_day: Joi.string()
    .valid(...HALF_DAYS)
    .messages({ '*': `The half_day must be one of: ${HALF_DAYS.join(', ')}.` }),
  hours: Joi.number()
    .greater(0)
    .max(MAX_REQUEST_HOURS)
    .precision(2)
    .messages({ '*': `The hours must be more than 0 and at most ${MAX_REQUEST_HOURS}.` }),
  note: Joi.string()
    .allow('')
    .max(NOTE_MAX_LENGTH)
    .default('')
    .messages({ '*': `The note may not be greater than ${NOTE_MAX_LENGTH} characters.` }),
  user_id: positiveId('user_id'),
});

export interface CreateRequestInput {
  policy_id: number;
  from: string;
  to: string;
  half_day?: HalfDay;
  hours?: number;
  note: string;
  user_id?: number;
}

/** The request's fields, its range in order and at most MAX_REQUEST_DAYS days. */
export function validatedCreateRequest(request: unknown): CreateRequestInput {
  const input = validated<CreateRequestInput>(createRequestSchema, request);
  if (input.to < input.from) throw fieldError('to', 'The to must be on or after the from.');
  if (dayNumberOf(input.to) - dayNumberOf(input.from) + 1 > MAX_REQUEST_DAYS)
    throw fieldError('to', `A request may span at most ${MAX_REQUEST_DAYS} days.`);
  return input;
}

/** half_day: days-unit one-day requests only; hours: hours-unit one-day requests only. */
export function requireShapeFits(input: CreateRequestInput, unit: TimeOffUnit): void {
  const oneDay = input.from === input.to;
  if (input.half_day !== undefined && (!oneDay || unit !== 'days'))
    throw fieldError('half_day', 'A half day is for a one-day request of a days-unit policy.');
  if (input.hours !== undefined && (!oneDay || unit !== 'hours'))
    throw fieldError('hours', 'Hours are for a one-day request of an hours-unit policy.');
}

const requestRefSchema = Joi.object({ request_id: positiveId('request_id').required() });

export const validatedRequestRef = (request: unknown) =>
  validated<{ request_id: number }>(requestRefSchema, request);

const reviewSchema = Joi.object({
  request_id: positiveId('request_id').required(),
  comment: Joi.string()
    .allow('')
    .max(NOTE_MAX_LENGTH)
    .messages({ '*': `The comment may not be greater than ${NOTE_MAX_LENGTH} characters.` }),
});

export const validatedReview = (request: unknown) =>
  validated<{ request_id: number; comment?: string }>(reviewSchema, request);

export const listRequestsSchema = Joi.object({
  user_id: positiveId('user_id'),
  policy_id: positiveId('policy_id'),
  status: Joi.string()
    .valid(...TIME_OFF_STATUSES)
    .messages({ '*': `The status must be one of: ${TIME_OFF_STATUSES.join(', ')}.` }),
  from: dayRule('from'),
  to: dayRule('to'),
});

/**
 * A new request's record: the policy's name, paid and unit snapshotted; pending, or
 * approved at once when the policy needs no approval.
 */
export function newTimeOffRequestRecord(
  who: { id: number; teamId: number; userId: number; createdBy: number },
  policy: TimeOffPolicyRecord,
  input: CreateRequestInput,
  counted: { days: string[]; amounts: number[] },
): NewTimeOffRequest {
  return {
    id: who.id,
    team_id: who.teamId,
    user_id: who.userId,
    policy_id: policy.id,
    policy_name: policy.name,
    paid: policy.paid,
    unit: policy.unit,
    from: input.from,
    to: input.to,
    half_day: input.half_day ?? null,
    hours: input.hours ?? null,
    amount: fromHundredths(counted.amounts.reduce((sum, amount) => sum + amount, 0)),
    days: counted.days,
    day_amounts: counted.amounts,
    status: policy.requires_approval ? 'pending' : 'approved',
    note: input.note,
    comment: null,
    reviewed_by: null,
    reviewed_at: null,
    created_by: who.createdBy,
  };
}

// ---- Days ----

/** A member's shifts by local start date (each entry's own zone): the day's scheduled hours. */
export function scheduledHoursByDay(entries: ScheduleEntryRecord[]): Map<string, number> {
  const hours = new Map<string, number>();
  for (const entry of entries) {
    const day = dayOfInstantIn(entry.start, entry.timezone);
    const length =
      entry.minimum_hours > 0
        ? entry.minimum_hours
        : (entry.end.getTime() - entry.start.getTime()) / 3_600_000;
    hours.set(day, (hours.get(day) ?? 0) + length);
  }
  return hours;
}

export interface DayContext {
  /** sun … sat: the membership's, else the team's, else Monday to Friday. */
  workingDays: readonly string[];
  /** Scheduled hours by day of the member's shifts starting in the range (their own zones). */
  scheduled: Map<string, number>;
  holidays: ReadonlySet<string>;
}

/**
 * The days a range counts: each date that is a working day and not a holiday. A member
 * with shifts starting in the range works exactly those dates; otherwise their weekdays.
 */
export function countedDays(from: string, to: string, context: DayContext): string[] {
  const byShifts = [...context.scheduled.keys()].some((day) => day >= from && day <= to);
  return eachDay(from, to).filter(
    (day) =>
      (byShifts ? context.scheduled.has(day) : context.workingDays.includes(weekdayOf(day))) &&
      !context.holidays.has(day),
  );
}

/** Hundredths of the unit each counted day takes. */
export function dayAmounts(
  days: string[],
  unit: TimeOffUnit,
  input: Pick<CreateRequestInput, 'half_day' | 'hours'>,
  context: DayContext & { hoursPerDay: number },
): number[] {
  if (unit === 'days') return days.map(() => (input.half_day ? 50 : 100));
  if (input.hours !== undefined) return days.map(() => Math.round(input.hours! * 100));
  return days.map((day) => Math.round((context.scheduled.get(day) ?? context.hoursPerDay) * 100));
}

/** The first day this request shares with another active one of the member, or null. */
export function firstOverlap(
  days: string[],
  halfDay: HalfDay | undefined,
  others: TimeOffRequestRecord[],
): { requestId: number; day: string } | null {
  for (const other of others) {
    // The morning and the afternoon of one day do not overlap.
    if (halfDay && other.half_day && halfDay !== other.half_day) continue;
    const day = days.find((candidate) => other.days.includes(candidate));
    if (day) return { requestId: other.id, day };
  }
  return null;
}

/** The first counted day inside an approved week: its local midnight in [from, to). */
export function firstDayInApprovedWeek(days: string[], weeks: ApprovedWeekRecord[]): string | null {
  for (const day of days)
    for (const week of weeks) {
      const midnight = startOfDayIn(day, week.timezone);
      if (midnight >= week.from && midnight < week.to) return day;
    }
  return null;
}

/** Hundredths → a 2-decimal amount. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;
export const toHundredths = (amount: number): number => Math.round(amount * 100);

/** Instants covering every local midnight of days first…last in any zone (±14 h, padded to a day). */
export function startOfDayInRange(first: string, last: string): { from: Date; to: Date } {
  return {
    from: new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000),
    to: new Date(Date.parse(`${last}T00:00:00Z`) + 2 * 86_400_000),
  };
}
