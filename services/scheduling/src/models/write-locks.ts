// Write locks: one document per key that the writes needing it touch in their
// transaction, so two such writes at once conflict and the retried one sees the other.
// Time off uses them where a check reads what a concurrent write may add: a member's
// requests (overlap, balance) and a team's holiday calendars (one default, a member on
// one calendar).
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

export interface WriteLockDocument {
  _id: string;
  at: Date;
}

export const WRITE_LOCKS_COLLECTION = 'write_locks';

/** The lock of a member's time-off requests. */
export const memberRequestsLock = (teamId: number, userId: number) =>
  `time_off_requests:${teamId}:${userId}`;
/** The lock of a team's holiday calendars. */
export const teamCalendarsLock = (teamId: number) => `holiday_calendars:${teamId}`;

export type WriteLockStore = ReturnType<typeof writeLockStore>;

export function writeLockStore(connection: Connection) {
  const Lock = connectionModel(
    connection,
    'WriteLock',
    new mongoose.Schema<WriteLockDocument>(
      { _id: { type: String, required: true }, at: { type: Date, required: true } },
      { collection: WRITE_LOCKS_COLLECTION, versionKey: false },
    ),
  );
  return {
    model: Lock,
    /** Writes the lock in the caller's transaction. */
    async touch(key: string): Promise<void> {
      await Lock.updateOne({ _id: key }, { $set: { at: new Date() } }, { upsert: true });
    },
  };
}
