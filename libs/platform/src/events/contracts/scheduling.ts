// The events scheduling records: schedule.created fires the new_schedule webhook
// (notifier), one event per assigned member; schedule.deleted has no consumer yet;
// time_off.* (issue 36) mail the member and fire time_off_approved.
import {
  HALF_DAYS,
  SCHEDULE_DELETE_SCOPES,
  TIME_OFF_STATUSES,
  TIME_OFF_UNITS,
  type HalfDay,
  type ScheduleDeleteScope,
  type TimeOffStatus,
  type TimeOffUnit,
} from '../../closed-values';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { id, idOrNull, isoDateTime, text, timeOfDay, utcDateTime } from './field-rules';

const SOURCE = 'scheduling';

const sid = Joi.string().min(1).max(100).required();

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

/** The spec's new_schedule webhook payload, plus timezone, entries and created_by. */
export type ScheduleCreatedData = {
  user_id: number;
  team_id: number;
  sid: string;
  title: string;
  /** minimum_hours, rounded to 2 decimals. */
  hours: number;
  /** "HH:MM:SS", UTC time of day of the member's first occurrence's start. */
  shift_start: string;
  /** "HH:MM:SS", UTC time of day of the member's first occurrence's end. */
  shift_end: string;
  /** The first occurrence's start, UTC "YYYY-MM-DD HH:MM:SS". */
  start_date: string;
  /** The last occurrence's end, UTC "YYYY-MM-DD HH:MM:SS". */
  end_date: string;
  repetition: string;
  /** '' for never. */
  day_repeat: string;
  /** The IANA zone the schedule was given in. */
  timezone: string;
  /** How many entries the member got. */
  entries: number;
  created_by: number;
  /** When the schedule was created, UTC "YYYY-MM-DD HH:MM:SS". */
  retrieved_at: string;
};

export const ScheduleCreated = eventContract(
  'schedule.created',
  SOURCE,
).withData<ScheduleCreatedData>({
  user_id: id,
  team_id: id,
  sid,
  title: text(1000),
  hours: Joi.number().min(0).required(),
  shift_start: timeOfDay,
  shift_end: timeOfDay,
  start_date: utcDateTime,
  end_date: utcDateTime,
  repetition: Joi.string().min(1).max(50).required(),
  day_repeat: text(100),
  timezone: Joi.string().min(1).max(100).required(),
  entries: Joi.number().integer().min(1).required(),
  created_by: id,
  retrieved_at: utcDateTime,
});

/** 'this': one entry; 'future': the entry and the member's later ones of its schedule. */
export type ScheduleDeleteType = ScheduleDeleteScope;

export type ScheduleDeletedData = {
  team_id: number;
  sid: string;
  /** The member whose entries were deleted. */
  user_id: number;
  /** The deleted entries, ascending. */
  ids: number[];
  type: ScheduleDeleteType;
};

export const ScheduleDeleted = eventContract(
  'schedule.deleted',
  SOURCE,
).withData<ScheduleDeletedData>({
  team_id: id,
  sid,
  user_id: id,
  ids: Joi.array().items(Joi.number().integer().positive()).required(),
  type: Joi.string()
    .valid(...SCHEDULE_DELETE_SCOPES)
    .required(),
});

// Issue 36: time off. One data shape for the four events: the request as the API shows it.

/** A time-off request as the API shows it (scheduling.proto TimeOffRequest). */
export type TimeOffRequestData = {
  id: number;
  team_id: number;
  user_id: number;
  policy_id: number;
  policy_name: string;
  paid: boolean;
  unit: TimeOffUnit;
  /** YYYY-MM-DD, inclusive: days in the member's zone. */
  from: string;
  to: string;
  half_day: HalfDay | null;
  hours: number | null;
  /** What it takes from the balance, in unit. */
  amount: number;
  /** The working days it counts, YYYY-MM-DD. */
  days: string[];
  status: TimeOffStatus;
  note: string;
  /** The reviewer's comment (rejected: mailed to the member); null otherwise. */
  comment: string | null;
  reviewed_by: number | null;
  created_by: number;
  created_at: string;
};

const dayPattern = Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
const day = dayPattern.required();

const timeOffRequestRules = {
  id,
  team_id: id,
  user_id: id,
  policy_id: id,
  policy_name: text(1000),
  paid: Joi.boolean().required(),
  unit: Joi.string()
    .valid(...TIME_OFF_UNITS)
    .required(),
  from: day,
  to: day,
  half_day: Joi.string()
    .valid(...HALF_DAYS)
    .allow(null)
    .required(),
  hours: Joi.number().min(0).allow(null).required(),
  amount: Joi.number().min(0).required(),
  // Items not `required()`: joi would then refuse an empty list, which the schema allows.
  days: Joi.array().items(dayPattern).max(800).required(),
  status: Joi.string()
    .valid(...TIME_OFF_STATUSES)
    .required(),
  note: text(5000),
  comment: Joi.string().max(5000).allow(null).required(),
  reviewed_by: idOrNull,
  created_by: id,
  created_at: isoDateTime,
};

/** A member asked for time off (pending, or approved at once when the policy needs no approval). */
export const TimeOffRequested = eventContract(
  'time_off.requested',
  SOURCE,
).withData<TimeOffRequestData>(timeOffRequestRules);
/** Approved (by a reviewer, or at once): the notifier mails the member and fires `time_off_approved`. */
export const TimeOffApproved = eventContract(
  'time_off.approved',
  SOURCE,
).withData<TimeOffRequestData>(timeOffRequestRules);
/** Rejected: the notifier mails the member the comment. */
export const TimeOffRejected = eventContract(
  'time_off.rejected',
  SOURCE,
).withData<TimeOffRequestData>(timeOffRequestRules);
/** Cancelled by the member before it started. */
export const TimeOffCancelled = eventContract(
  'time_off.cancelled',
  SOURCE,
).withData<TimeOffRequestData>(timeOffRequestRules);
