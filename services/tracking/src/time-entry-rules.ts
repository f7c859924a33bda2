// The rules of a time entry's fields (issue 18, Time entries): ids positive integers;
// start and end ISO 8601 date-times (an offset or Z; none is UTC), end after start, at
// most 24 hours apart; description at most 5000 characters; timezone an IANA zone
// (INVALID_TIMEZONE, "Invalid timezone provided"). Pure: no I/O. Also the new entry
// record and the changes of an update.
import {
  canonicalTimezone,
  failedPrecondition,
  invalidArgument,
  Joi,
  notFound,
  Reason,
  recordNotFound,
  SpecText,
  TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
  TrackingText,
  type ReasonOf,
  type TagMatch,
} from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { NewTimeEntry, TimeEntryChanges, TimeEntryRecord, TimeEntrySource } from './models';
import { pagingFields, positiveId, validated, type Paging } from './request-validation';
import type { TeamTask } from './tasks-directory';
import type { ResolvedRates } from './rate-rules';
import { tagFilterFields, tagIdList } from './tag-rules';

/** The longest entry (issue 18): 24 hours. */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;
export const END_AFTER_START_MESSAGE = 'The end must be after the start.';
export const AT_MOST_24_HOURS_MESSAGE = 'A time entry may not be longer than 24 hours.';
export const TASK_OF_OTHER_PROJECT_MESSAGE = 'The task must belong to the project.';
export const USER_NOT_MEMBER_MESSAGE = 'The user must be a member of the team.';
export const RUNNING_ENTRY_END_MESSAGE = 'A running entry has no end: stop the timer instead.';
export const START_IN_FUTURE_MESSAGE = 'A running entry cannot start in the future.';

export const timerNotRunningError = () =>
  notFound(Reason.TIMER_NOT_RUNNING, TrackingText.NO_TIMER_RUNNING);
export const timeEntryNotFoundError = () => recordNotFound(Reason.TIME_ENTRY_NOT_FOUND);
export const timeEntryLockedError = () =>
  failedPrecondition(Reason.TIME_ENTRY_LOCKED, TrackingText.TIME_ENTRY_LOCKED);
export const timeEntryOverlapError = () =>
  failedPrecondition(Reason.TIME_ENTRY_OVERLAP, TrackingText.TIME_ENTRY_OVERLAPS);
export const projectNotFoundError = () => recordNotFound(Reason.PROJECT_NOT_FOUND);
export const taskNotFoundError = () => recordNotFound(Reason.TASK_NOT_FOUND);

export const fieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });
export const taskOfOtherProjectError = () => fieldError('task_id', TASK_OF_OTHER_PROJECT_MESSAGE);
export const userNotMemberError = () => fieldError('user_id', USER_NOT_MEMBER_MESSAGE);

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date-time (without an offset: UTC), or undefined when it is not one. The
 * calendar and clock are checked, never rolled over.
 */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone = 'Z'] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const millis = fraction ? `.${fraction.padEnd(3, '0').slice(0, 3)}` : '';
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${millis}${offset}`);
  if (Number.isNaN(date.getTime())) return undefined;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return Number(day) <= daysInMonth ? date : undefined;
}

/** An ISO 8601 date-time field (parseInstant), read as a Date. */
export const instant = (name: string) =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => parseInstant(value) ?? helpers.error('any.invalid'))
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a valid ISO 8601 date-time.`,
    });

const description = Joi.string()
  .max(TIME_ENTRY_DESCRIPTION_MAX_LENGTH)
  .allow('')
  .messages({
    'string.max': `The description may not be greater than ${TIME_ENTRY_DESCRIPTION_MAX_LENGTH} characters.`,
    '*': 'The description must be a string.',
  });

const billable = Joi.boolean().messages({ '*': 'The billable must be true or false.' });
const overrideLimit = Joi.boolean().messages({ '*': 'The override_limit must be true or false.' });

/** An IANA zone, in its canonical spelling. */
export const timezone = Joi.string()
  .trim()
  .custom((value: string, helpers) => canonicalTimezone(value) ?? helpers.error('any.invalid'))
  .messages({ '*': SpecText.INVALID_TIMEZONE });

/** A bad timezone has the spec's reason; anything else is INVALID_PARAMETERS. */
export const reasonOf: ReasonOf = (detail) =>
  detail.path[0] === 'timezone' ? Reason.INVALID_TIMEZONE : Reason.INVALID_PARAMETERS;

export interface StartTimerInput {
  project_id: number;
  task_id: number | null;
  description: string;
  billable?: boolean;
  /** Sorted, unique; checked against the team's tags by the use case. */
  tag_ids: number[];
}

const startTimerSchema = Joi.object({
  project_id: positiveId('project_id').required(),
  task_id: positiveId('task_id').default(null),
  description: description.default(''),
  billable,
  tag_ids: tagIdList.default([]),
});

export const validatedStartTimer = (request: unknown): StartTimerInput =>
  validated<StartTimerInput>(startTimerSchema, request, reasonOf);

export interface CreateTimeEntryInput {
  project_id: number;
  start: Date;
  end: Date;
  task_id: number | null;
  description: string;
  billable?: boolean;
  timezone?: string;
  user_id?: number;
  /** Owners and managers: let this entry take the week past the weekly limit. */
  override_limit: boolean;
  tag_ids: number[];
}

const createTimeEntrySchema = Joi.object({
  project_id: positiveId('project_id').required(),
  start: instant('start').required(),
  end: instant('end').required(),
  task_id: positiveId('task_id').default(null),
  description: description.default(''),
  billable,
  timezone,
  user_id: positiveId('user_id'),
  override_limit: overrideLimit.default(false),
  tag_ids: tagIdList.default([]),
});

/** Spec: end after start, at most 24 hours. */
export function requireValidSpan(start: Date, end: Date): void {
  if (end <= start) throw fieldError('end', END_AFTER_START_MESSAGE);
  if (end.getTime() - start.getTime() > MAX_ENTRY_SECONDS * 1000)
    throw fieldError('end', AT_MOST_24_HOURS_MESSAGE);
}

export function validatedCreateTimeEntry(request: unknown): CreateTimeEntryInput {
  const input = validated<CreateTimeEntryInput>(createTimeEntrySchema, request, reasonOf);
  requireValidSpan(input.start, input.end);
  return input;
}

export interface UpdateTimeEntryInput {
  time_entry_id: number;
  project_id?: number;
  start?: Date;
  end?: Date;
  /** 0 clears the task. */
  task_id?: number;
  description?: string;
  billable?: boolean;
  timezone?: string;
  /** Owners and managers: let this entry take the week past the weekly limit. */
  override_limit: boolean;
  /** The entry's new tags; undefined: kept (replace_tag_ids unset). */
  tag_ids?: number[];
}

const updateTimeEntrySchema = Joi.object({
  time_entry_id: positiveId('time_entry_id').required(),
  project_id: positiveId('project_id'),
  start: instant('start'),
  end: instant('end'),
  task_id: Joi.number()
    .integer()
    .min(0)
    .messages({ '*': 'The task_id must be a positive integer, or 0 to clear it.' }),
  description,
  billable,
  timezone,
  override_limit: overrideLimit.default(false),
  tag_ids: tagIdList.default([]),
  replace_tag_ids: Joi.boolean().default(false),
});

/** The update's fields; tag_ids only when replace_tag_ids says the body gave them. */
export function validatedUpdateTimeEntry(request: unknown): UpdateTimeEntryInput {
  const { replace_tag_ids, tag_ids, ...input } = validated<
    UpdateTimeEntryInput & { replace_tag_ids: boolean; tag_ids: number[] }
  >(updateTimeEntrySchema, request, reasonOf);
  return replace_tag_ids ? { ...input, tag_ids } : input;
}

const timeEntryRefSchema = Joi.object({
  time_entry_id: positiveId('time_entry_id').required(),
});

export const validatedTimeEntryRef = (request: unknown): { time_entry_id: number } =>
  validated<{ time_entry_id: number }>(timeEntryRefSchema, request);

export interface ListTimeEntriesInput extends Paging {
  from?: Date;
  to?: Date;
  user_id?: number;
  project_id?: number;
  client_id?: number;
  task_id?: number;
  billable?: boolean;
  running?: boolean;
  tag_ids: number[];
  tag_match: TagMatch;
}

const listTimeEntriesSchema = Joi.object({
  from: instant('from'),
  to: instant('to'),
  user_id: positiveId('user_id'),
  project_id: positiveId('project_id'),
  client_id: positiveId('client_id'),
  task_id: positiveId('task_id'),
  billable,
  running: Joi.boolean().messages({ '*': 'The running must be true or false.' }),
  ...tagFilterFields,
  ...pagingFields,
});

export function validatedListTimeEntries(request: unknown): ListTimeEntriesInput {
  const input = validated<ListTimeEntriesInput>(listTimeEntriesSchema, request);
  if (input.from && input.to && input.to < input.from)
    throw fieldError('to', 'The to must be a date-time after the from.');
  return input;
}

/** Two sorted id lists are equal. */
export const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Now to the whole second: timer instants are whole seconds, so durations are exact. */
export const wholeSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** The stored fields that differ between the entry's rates and the ones resolved. */
export function rateChanges(entry: TimeEntryRecord, rates: ResolvedRates): TimeEntryChanges {
  const changes: TimeEntryChanges = {};
  if (entry.bill_rate_cents !== rates.billRate) changes.bill_rate_cents = rates.billRate;
  if (entry.pay_rate_cents !== rates.payRate) changes.pay_rate_cents = rates.payRate;
  if (entry.currency !== rates.currency) changes.currency = rates.currency;
  if (entry.cost_currency !== rates.costCurrency) changes.cost_currency = rates.costCurrency;
  if (entry.rate_missing !== rates.rateMissing) changes.rate_missing = rates.rateMissing;
  return changes;
}

/** What a new entry is made of besides its validated fields. */
export interface NewTimeEntryMaking {
  id: number;
  teamId: number;
  userId: number;
  project: TeamProject;
  task: TeamTask | null;
  /** The rates in force at the start (rates.ts), and the member's pay type. */
  rates: ResolvedRates;
  payType: string;
  timezone: string;
  source: TimeEntrySource;
  start: Date;
  /** null: running. */
  end: Date | null;
  description: string;
  /** Default: the project's isBillable. */
  billable?: boolean;
  /** An owner or manager let it pass the weekly limit. */
  limitOverridden?: boolean;
  /** Checked as the team's unarchived tags (tags.ts); sorted, unique. */
  tagIds?: number[];
}

export function newTimeEntryRecord(making: NewTimeEntryMaking): NewTimeEntry {
  return {
    id: making.id,
    team_id: making.teamId,
    user_id: making.userId,
    project_id: making.project.id,
    client_id: making.project.clientId,
    task_id: making.task?.id ?? null,
    description: making.description,
    start: making.start,
    end: making.end,
    running: making.end === null,
    billable: making.billable ?? making.project.isBillable,
    timezone: making.timezone,
    bill_rate_cents: making.rates.billRate,
    pay_rate_cents: making.rates.payRate,
    currency: making.rates.currency,
    cost_currency: making.rates.costCurrency,
    rate_missing: making.rates.rateMissing,
    pay_type: making.payType,
    source: making.source,
    locked: false,
    locked_reason: null,
    invoice_id: null,
    locked_before_invoice: null,
    project_name: making.project.name,
    client_name: making.project.clientName,
    task_name: making.task?.name ?? null,
    limit_overridden: making.limitOverridden ?? false,
    tag_ids: making.tagIds ?? [],
    limit_stop_at: null,
  };
}

/**
 * The changes of an update, given the entry, the input and what was looked up (the new
 * project with the rates in force for it at the entry's start, the new task or null to
 * clear it, undefined when the task is kept). Rates are re-snapshotted only when the
 * project changes (docs/adr/0045-time-entries-snapshot-names-and-rates.md, issue 34). The
 * span rules apply when start or end is given; a running entry takes no end and no start
 * in the future.
 */
export function timeEntryChanges(
  entry: TimeEntryRecord,
  input: UpdateTimeEntryInput,
  looked: {
    project?: TeamProject;
    projectRates?: ResolvedRates;
    task?: TeamTask | null;
    now: Date;
  },
): TimeEntryChanges {
  const changes: TimeEntryChanges = {};
  if (looked.project && looked.project.id !== entry.project_id) {
    changes.project_id = looked.project.id;
    changes.client_id = looked.project.clientId;
    changes.project_name = looked.project.name;
    changes.client_name = looked.project.clientName;
    if (looked.projectRates) Object.assign(changes, rateChanges(entry, looked.projectRates));
  }
  if (looked.task !== undefined && (looked.task?.id ?? null) !== entry.task_id) {
    changes.task_id = looked.task?.id ?? null;
    changes.task_name = looked.task?.name ?? null;
  }
  if (input.description !== undefined && input.description !== entry.description)
    changes.description = input.description;
  if (input.billable !== undefined && input.billable !== entry.billable)
    changes.billable = input.billable;
  if (input.timezone !== undefined && input.timezone !== entry.timezone)
    changes.timezone = input.timezone;
  if (input.tag_ids !== undefined && !sameIds(input.tag_ids, entry.tag_ids))
    changes.tag_ids = input.tag_ids;
  if (input.start !== undefined || input.end !== undefined) {
    const start = input.start ?? entry.start;
    if (entry.running) {
      if (input.end !== undefined) throw fieldError('end', RUNNING_ENTRY_END_MESSAGE);
      if (start > looked.now) throw fieldError('start', START_IN_FUTURE_MESSAGE);
    } else {
      requireValidSpan(start, input.end ?? (entry.end as Date));
    }
    if (start.getTime() !== entry.start.getTime()) changes.start = start;
    if (input.end !== undefined && input.end.getTime() !== entry.end?.getTime())
      changes.end = input.end;
  }
  return changes;
}
