// Writing time entries: insert, change, stop (and the weekly limit's planned stops), delete.
import { insertRecord, type mongoose } from '@workmesh/platform';
import {
  toTimeEntry,
  type NewTimeEntry,
  type TimeEntryChanges,
  type TimeEntryDocument,
  type TimeEntryRecord,
} from './time-entries';

/** Writing entries: insert, change, stop (and the weekly limit's planned stops), delete. */
export function entryWrites(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    async insert(entry: NewTimeEntry): Promise<TimeEntryRecord> {
      return toTimeEntry(await insertRecord<TimeEntryDocument>(TimeEntry, entry));
    },

    /** Applies the changes to an unlocked entry of the team; null when none matched. */
    async updateUnlocked(
      teamId: number,
      id: number,
      changes: TimeEntryChanges,
    ): Promise<TimeEntryRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      const document = await TimeEntry.findOneAndUpdate(
        { _id: id, team_id: teamId, locked: { $ne: true } },
        { $set: set, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      ).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** Ends the running entry `id` at `end`; null when it no longer runs. */
    async stop(teamId: number, id: number, end: Date): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOneAndUpdate(
        { _id: id, team_id: teamId, running: true },
        { $set: { end, running: false, limit_stop_at: null }, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      ).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** Sets when the running entry `id` stops at its member's weekly limit (null: never). */
    async setLimitStop(teamId: number, id: number, at: Date | null): Promise<void> {
      await TimeEntry.updateOne(
        { _id: id, team_id: teamId, running: true },
        { $set: { limit_stop_at: at } },
      );
    },

    /** Running entries (of any team) due to stop at their weekly limit by `now`, soonest first. */
    async dueLimitStops(now: Date, limit: number): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find({ running: true, limit_stop_at: { $lte: now } })
        .sort({ limit_stop_at: 1 })
        .limit(limit)
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /** Removes a deleted tag from every entry of the team carrying it; how many did. */
    async pullTag(teamId: number, tagId: number): Promise<number> {
      const result = await TimeEntry.updateMany(
        { team_id: teamId, tag_ids: tagId },
        { $pull: { tag_ids: tagId } },
      );
      return result.modifiedCount;
    },

    /** The deleted entry (as it was) if it was the team's and unlocked, else null. */
    async deleteUnlocked(teamId: number, id: number): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOneAndDelete({
        _id: id,
        team_id: teamId,
        locked: { $ne: true },
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },
  };
}
