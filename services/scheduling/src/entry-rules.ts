// The rules of the requests on stored entries (docs/scheduling.md,
// routes, Lists, Delete): list windows and paging, one entry's update, delete's type,
// id, sid and member. Pure: no I/O. A bad field is INVALID_PARAMETERS with a message
// naming it unless the contract gives it a reason of its own.
import {
  invalidArgument,
  Joi,
  Reason,
  SCHEDULE_DELETE_SCOPES,
  SCHEDULE_ENTRY_PAGE_MAX,
  SCHEDULE_ID_PATTERN,
  SCHEDULE_TITLE_MAX_LENGTH,
  type ReasonOf,
} from '@workmesh/platform';
import type { DeleteType } from './events';
import type { ScheduleEntryChanges, ScheduleEntryRecord } from './models';
import { positiveId, validated, type Paging } from './request-validation';
import { formatUtc } from './schedule-dates';
import { MESSAGES, minimumHoursOf } from './schedule-rules';

export const LIST_PAGE_DEFAULT = 100;
export const LIST_PAGE_MAX = SCHEDULE_ENTRY_PAGE_MAX;
/** The longest an updated entry may last (docs/scheduling.md, "Rules where the spec is silent": a double shift, DST included). */
export const ENTRY_MAX_HOURS = 48;

export const SID_AND_MEMBER_REQUIRED_MESSAGE = 'sid and member_id are required for future deletion';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// ---- Instants ----

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** The spec's stored form, the one date-time without an offset that is read (as UTC). */
const STORED_FORM = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Midnight UTC of an ISO 8601 date ('YYYY-MM-DD'), or null (Feb 30 is refused, not rolled over). */
export function utcDayOf(text: string): Date | null {
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number);
  return isCalendarDate(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/**
 * The instant of a date-time with a zone offset ('2026-03-01T09:00:00+05:30', '…Z'),
 * or, when `bareIsUtc`, of the spec's stored form 'YYYY-MM-DD HH:MM:SS' (read as UTC);
 * null otherwise ('2026-03-01T09:00:00' names no instant).
 */
export function instantOf(text: string, { bareIsUtc = false } = {}): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone] = match;
  if (!zone && !(bareIsUtc && STORED_FORM.test(text))) return null;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const offset =
    !zone || zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4)) > 59))
    return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ---- Lists ----

const listPaging = {
  page: Joi.number().integer().min(1).default(1).messages({
    '*': 'The page must be an integer of at least 1.',
  }),
  per_page: Joi.number()
    .integer()
    .min(1)
    .max(LIST_PAGE_MAX)
    .default(LIST_PAGE_DEFAULT)
    .messages({ '*': `The per_page must be an integer from 1 to ${LIST_PAGE_MAX}.` }),
};

/** from/to of a list: a date (from: its start; to: its whole day, UTC) or a date-time with offset. */
const windowBound = (name: 'from' | 'to') =>
  Joi.string()
    .trim()
    .empty('')
    .custom((text: string, helpers) => {
      const day = utcDayOf(text);
      if (day) return { at: day, wholeDay: true };
      const at = instantOf(text);
      return at ? { at, wholeDay: false } : helpers.error('any.invalid');
    })
    .messages({
      '*': `The ${name} must be an ISO 8601 date or a date-time with a zone offset.`,
    });

interface WindowBound {
  at: Date;
  wholeDay: boolean;
}

/** Starts from `from` (inclusive) through `through` (inclusive) or before `before`. */
export interface StartWindow {
  from?: Date;
  through?: Date;
  before?: Date;
}

export type ListUserScheduleInput = Paging & { user_id: number; window: StartWindow };

const listUserSchema = Joi.object({
  user_id: positiveId('user_id').required(),
  from: windowBound('from'),
  to: windowBound('to'),
  ...listPaging,
});

export const TO_BEFORE_FROM_MESSAGE = 'The to date must not be before the from date.';

export function validatedListUserSchedule(request: unknown): ListUserScheduleInput {
  const input = validated<Paging & { user_id: number; from?: WindowBound; to?: WindowBound }>(
    listUserSchema,
    request,
  );
  const window: StartWindow = {};
  if (input.from) window.from = input.from.at;
  if (input.to?.wholeDay) window.before = new Date(input.to.at.getTime() + DAY_MS);
  else if (input.to) window.through = input.to.at;
  const end = window.before ?? window.through;
  if (window.from && end && (window.before ? window.from >= end : window.from > end))
    throw invalidArgument(Reason.INVALID_PARAMETERS, TO_BEFORE_FROM_MESSAGE, {
      to: [TO_BEFORE_FROM_MESSAGE],
    });
  return { user_id: input.user_id, page: input.page, per_page: input.per_page, window };
}

export type ListScheduleBySidInput = Paging & { sid: string };

/** A SID as this service makes them (letters and digits), with room for longer ones. */
const SID_TEXT = new RegExp(SCHEDULE_ID_PATTERN);
const SID_MESSAGE = 'The sid must be a schedule id of letters and digits.';

const sid = Joi.string().trim().pattern(SID_TEXT).messages({
  'any.required': 'The sid field is required.',
  'string.empty': 'The sid field is required.',
  '*': SID_MESSAGE,
});

const listBySidSchema = Joi.object({ sid: sid.required(), ...listPaging });

export const validatedListScheduleBySid = (request: unknown): ListScheduleBySidInput =>
  validated(listBySidSchema, request);

// ---- Update of one entry ----

export interface EntryUpdateInput {
  id: number;
  start?: Date;
  end?: Date;
  minimum_hours?: number;
  title?: string;
}

/** '' (or blank) is "not given", as for the other optional strings of the interface. */
const entryInstant = (name: 'start_date' | 'end_date') =>
  Joi.string()
    .trim()
    .empty('')
    .custom(
      (text: string, helpers) =>
        instantOf(text, { bareIsUtc: true }) ?? helpers.error('any.invalid'),
    )
    .messages({
      '*': `The ${name} must be a date-time with a zone offset, or UTC "YYYY-MM-DD HH:MM:SS".`,
    });

const updateSchema = Joi.object({
  id: positiveId('id').required(),
  start_date: entryInstant('start_date'),
  end_date: entryInstant('end_date'),
  minimum_hours: Joi.number()
    .custom((value: number, helpers) => minimumHoursOf(value) ?? helpers.error('any.invalid'))
    .messages({ '*': MESSAGES.minimumHours }),
  title: Joi.string()
    .trim()
    .allow('')
    .max(SCHEDULE_TITLE_MAX_LENGTH)
    .messages({ 'string.max': MESSAGES.title, '*': 'The title must be a string.' }),
});

const updateReasonOf: ReasonOf = (detail) =>
  detail.path[0] === 'minimum_hours' ? Reason.INVALID_MINIMUM_HOURS : Reason.INVALID_PARAMETERS;

export function validatedEntryUpdate(request: unknown): EntryUpdateInput {
  const input = validated<{
    id: number;
    start_date?: Date;
    end_date?: Date;
    minimum_hours?: number;
    title?: string;
  }>(updateSchema, request, updateReasonOf);
  return {
    id: input.id,
    ...(input.start_date ? { start: input.start_date } : {}),
    ...(input.end_date ? { end: input.end_date } : {}),
    ...(input.minimum_hours === undefined ? {} : { minimum_hours: input.minimum_hours }),
    ...(input.title === undefined ? {} : { title: input.title }),
  };
}

/** The fields of an update that differ from the entry: a field given as it is changes nothing. */
export function entryChanges(
  entry: ScheduleEntryRecord,
  input: EntryUpdateInput,
): ScheduleEntryChanges {
  const changes: ScheduleEntryChanges = {};
  // A time changes together with the spec's UTC string of it.
  if (input.start && input.start.getTime() !== entry.start.getTime())
    Object.assign(changes, { start: input.start, start_date: formatUtc(input.start) });
  if (input.end && input.end.getTime() !== entry.end.getTime())
    Object.assign(changes, { end: input.end, end_date: formatUtc(input.end) });
  if (input.minimum_hours !== undefined && input.minimum_hours !== entry.minimum_hours)
    changes.minimum_hours = input.minimum_hours;
  if (input.title !== undefined && input.title !== entry.title) changes.title = input.title;
  return changes;
}

export const END_NOT_AFTER_START_MESSAGE = 'The end_date must be after the start_date.';
export const ENTRY_TOO_LONG_MESSAGE = `A schedule entry may last at most ${ENTRY_MAX_HOURS} hours.`;

/** An entry's times after an update: the end after the start, at most ENTRY_MAX_HOURS apart. */
export function requireEntryTimes(start: Date, end: Date): void {
  const length = end.getTime() - start.getTime();
  if (length <= 0)
    throw invalidArgument(Reason.INVALID_PARAMETERS, END_NOT_AFTER_START_MESSAGE, {
      end_date: [END_NOT_AFTER_START_MESSAGE],
    });
  if (length > ENTRY_MAX_HOURS * HOUR_MS)
    throw invalidArgument(Reason.INVALID_PARAMETERS, ENTRY_TOO_LONG_MESSAGE, {
      end_date: [ENTRY_TOO_LONG_MESSAGE],
    });
}

// ---- Delete ----

export type DeleteInput =
  { type: 'this'; id: number } | { type: 'future'; id: number; sid: string; member_id: number };

// Key order is the order of the checks: type, then id (the first violation answers).
const deleteSchema = Joi.object({
  type: Joi.string()
    .valid(...SCHEDULE_DELETE_SCOPES)
    .required()
    .messages({ '*': `The type must be one of: ${SCHEDULE_DELETE_SCOPES.join(', ')}.` }),
  id: positiveId('id').required(),
  // Only future deletion names the SID and member; `this` ignores them.
  sid: Joi.when('type', {
    is: 'future',
    then: Joi.string().trim().empty('').pattern(SID_TEXT).messages({ '*': SID_MESSAGE }),
    otherwise: Joi.any().strip(),
  }),
  // An id wherever it is given (platform's ID_BOUNDS: 0 is none), although `this` ignores it.
  member_id: Joi.when('type', {
    is: 'future',
    then: positiveId('member_id'),
    otherwise: positiveId('member_id').optional().strip(),
  }),
});

export function validatedDelete(request: unknown): DeleteInput {
  const input = validated<{ type: DeleteType; id: number; sid?: string; member_id?: number }>(
    deleteSchema,
    request,
  );
  if (input.type === 'this') return { type: 'this', id: input.id };
  if (input.sid === undefined || input.member_id === undefined) {
    const missing = Object.fromEntries(
      (['sid', 'member_id'] as const)
        .filter((field) => input[field] === undefined)
        .map((field) => [field, [SID_AND_MEMBER_REQUIRED_MESSAGE]]),
    );
    throw invalidArgument(Reason.SID_AND_MEMBER_REQUIRED, SID_AND_MEMBER_REQUIRED_MESSAGE, missing);
  }
  return { type: 'future', id: input.id, sid: input.sid, member_id: input.member_id };
}
