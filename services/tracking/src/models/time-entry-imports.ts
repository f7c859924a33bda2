// Imported time entries in bulk (docs/import-matching.md): the keys a batch carries that
// entries of the team already hold, and a batch's entries inserted in one round trip,
// unordered, so that an entry whose key exists (an earlier import's, or this import's
// batch written again after a crash) is refused by the unique index alone and the others
// are written.
import type { mongoose } from '@workmesh/platform';
import { insertKeepingExisting } from './bulk-inserts';
import {
  toTimeEntry,
  type NewTimeEntry,
  type TimeEntryDocument,
  type TimeEntryRecord,
} from './time-entries';

/** An imported entry as inserted: a new entry with its import and source key. */
export type NewImportedEntry = NewTimeEntry & { import_id: number; source_key: string };

export function entryImports(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /** The team's entries among these source keys: key → the import that wrote it. */
    async importsOfKeys(teamId: number, keys: readonly string[]): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const documents = await TimeEntry.find(
        { source_key: { $in: [...new Set(keys)] }, team_id: teamId },
        { source_key: 1, import_id: 1 },
      ).lean<Array<Pick<TimeEntryDocument, 'source_key' | 'import_id'>>>();
      return new Map(
        documents.map((document) => [document.source_key ?? '', document.import_id ?? 0]),
      );
    },

    /** The team's entries of these source keys (a batch written again: their budget parts). */
    async entriesOfKeys(teamId: number, keys: readonly string[]): Promise<TimeEntryRecord[]> {
      if (keys.length === 0) return [];
      const documents = await TimeEntry.find({
        source_key: { $in: [...new Set(keys)] },
        team_id: teamId,
      }).lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /**
     * Inserts the entries in one unordered write; answers the indexes (in `entries`) of
     * those refused because their source key exists already. Any other failure is thrown.
     */
    async insertImported(entries: readonly NewImportedEntry[]): Promise<Set<number>> {
      const now = new Date();
      return insertKeepingExisting(
        TimeEntry,
        entries.map(({ id, ...fields }) => ({
          _id: id,
          ...fields,
          revision: 1,
          created_at: now,
          updated_at: now,
        })),
      );
    },
  };
}
