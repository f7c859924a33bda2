// The events scheduling records: schedule.created fires the new_schedule webhook
// (notifier), one event per assigned member; schedule.deleted has no consumer yet.
import { SCHEDULE_DELETE_SCOPES, type ScheduleDeleteScope } from '../../closed-values';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { id, text, timeOfDay, utcDateTime } from './field-rules';

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
