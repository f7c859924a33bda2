// The scheduling service's database: its store, the transaction that lets a use case
// write entries together with their outbox events, and the entries' integer ids.
// Stores hand out plain objects (lean reads, mapped): nothing outside models/ sees
// mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { scheduleEntryStore } from './schedule-entries';

export * from './schedule-entries';
export type { IdBlock } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'schedule_entries';

export type SchedulingRepository = ReturnType<typeof schedulingRepository>;

export function schedulingRepository(connection: Connection) {
  return mongoRepository<{ entries: ReturnType<typeof scheduleEntryStore> }, SequencedEntity>(
    connection,
    { entries: scheduleEntryStore(connection) },
  );
}
