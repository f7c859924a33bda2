// The scheduling service's database: its stores, the transaction that lets a use case
// write records together with their outbox events, and the records' integer ids.
// Stores hand out plain objects (lean reads, mapped): nothing outside models/ sees
// mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { approvedWeekStore } from './approved-weeks';
import { holidayCalendarStore } from './holiday-calendars';
import { scheduleEntryStore } from './schedule-entries';
import { timeOffPolicyStore } from './time-off-policies';
import { timeOffRequestStore } from './time-off-requests';
import { writeLockStore } from './write-locks';

export * from './approved-weeks';
export * from './holiday-calendars';
export * from './schedule-entries';
export * from './time-off-policies';
export * from './time-off-requests';
export * from './write-locks';
export type { IdBlock } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity =
  'schedule_entries' | 'time_off_policies' | 'holiday_calendars' | 'time_off_requests';

export type SchedulingRepository = ReturnType<typeof schedulingRepository>;

function schedulingStores(connection: Connection) {
  return {
    entries: scheduleEntryStore(connection),
    timeOffPolicies: timeOffPolicyStore(connection),
    holidayCalendars: holidayCalendarStore(connection),
    timeOffRequests: timeOffRequestStore(connection),
    approvedWeeks: approvedWeekStore(connection),
    writeLocks: writeLockStore(connection),
  };
}

export function schedulingRepository(connection: Connection) {
  return mongoRepository<ReturnType<typeof schedulingStores>, SequencedEntity>(
    connection,
    schedulingStores(connection),
  );
}
