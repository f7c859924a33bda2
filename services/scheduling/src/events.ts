// The events the scheduling service emits (docs/architecture.md, "Scheduling (issue 7)",
// Events). Each is recorded in the transaction of the change it reports (outbox) and
// published after the commit.
import {
  newEvent,
  SCHEDULE_CREATED,
  type DomainEvent,
  type ScheduleCreatedData,
} from '@workmesh/platform';

export { SCHEDULE_CREATED, type ScheduleCreatedData } from '@workmesh/platform';

export const SOURCE = 'scheduling';

export const SCHEDULE_DELETED = 'schedule.deleted';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

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
