// The per-user clocks that serialize a user's entry writes (see time-entries.ts).
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

interface EntryClockDocument {
  /** `<team_id>:<user_id>` */
  _id: string;
  version: number;
}

const entryClockSchema = new mongoose.Schema<EntryClockDocument>(
  { _id: { type: String, required: true }, version: { type: Number, required: true } },
  { collection: 'entry_clocks', versionKey: false },
);

const DUPLICATE_KEY = 11000;

/**
 * One document per user and team whose version every write of that user's entries bumps
 * first inside its transaction: two such transactions conflict at once and the driver
 * retries the later one, so each sees the other's entries (serialized per user).
 */
export function entryClockStore(connection: Connection) {
  const EntryClock = connectionModel(connection, 'EntryClock', entryClockSchema);
  const idOf = (teamId: number, userId: number) => `${teamId}:${userId}`;

  return {
    model: EntryClock,

    /** Outside transactions: makes the clock exist (concurrent first calls both succeed). */
    async ensure(teamId: number, userId: number): Promise<void> {
      try {
        await EntryClock.updateOne(
          { _id: idOf(teamId, userId) },
          { $setOnInsert: { version: 0 } },
          { upsert: true },
        );
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    },

    /** Inside the transaction, first: takes the user's turn. */
    async bump(teamId: number, userId: number): Promise<void> {
      await EntryClock.updateOne({ _id: idOf(teamId, userId) }, { $inc: { version: 1 } });
    },
  };
}
