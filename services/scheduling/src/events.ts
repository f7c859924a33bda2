// The events the scheduling service emits (docs/architecture.md, "Scheduling (issue 7)",
// Events). Each is recorded in the transaction of the change it reports (outbox) and
// published after the commit.
import { newEvent, type DomainEvent } from '@workmesh/platform';

export const SOURCE = 'scheduling';

export const SCHEDULE_CREATED = 'schedule.created';
export const SCHEDULE_DELETED = 'schedule.deleted';

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
  timezone: string;
  /** How many entries the member got. */
  entries: number;
  created_by: number;
  /** When the schedule was created, UTC "YYYY-MM-DD HH:MM:SS". */
  retrieved_at: string;
};

export type DeleteType = 'this' | 'future';

export type ScheduleDeletedData = {
  team_id: number;
  sid: string;
  /** The member whose entries were deleted. */
  user_id: number;
  /** The deleted entries, ascending. */
  ids: number[];
  type: DeleteType;
};

export const scheduleCreated = (data: ScheduleCreatedData): DomainEvent<ScheduleCreatedData> =>
  newEvent(SCHEDULE_CREATED, data, SOURCE);

export const scheduleDeleted = (data: ScheduleDeletedData): DomainEvent<ScheduleDeletedData> =>
  newEvent(SCHEDULE_DELETED, data, SOURCE);
