// Imported entries held for a person the import invited (docs/import-matching.md): one
// document per team and source key, with everything the entry takes but the member's
// id and rates. When the person joins (team.member_added), their held entries become
// time entries (import-held-entries.ts) and the documents go. Nothing outside models/
// sees mongoose.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';
import { insertKeepingExisting } from './bulk-inserts';

/** A project as a held entry keeps it (tracking's TeamProject at the import). */
export interface HeldProject {
  id: number;
  name: string;
  clientId: number;
  clientName: string;
  clientCurrency: string;
  isBillable: boolean;
}

/** An hourly rate the file gave: minor units of `currency`. */
export interface HeldRate {
  minor: number;
  currency: string;
}

export interface HeldEntryRecord {
  team_id: number;
  /** The invited person's email, lower case: what their team.member_added carries. */
  email: string;
  import_id: number;
  /** `<source>:<key>`, as the entry will carry it. */
  source_key: string;
  /** The row's line in its file. */
  line: number;
  /** Who asked for the import (its entries' author). */
  requested_by: number;
  project: HeldProject;
  task_id: number | null;
  task_name: string | null;
  tag_ids: number[];
  description: string;
  start: Date;
  end: Date;
  timezone: string;
  billable: boolean;
  bill_rate: HeldRate | null;
  cost_rate: HeldRate | null;
}

interface HeldEntryDocument extends HeldEntryRecord {
  /** `<team_id>:<source_key>` */
  _id: string;
  created_at: Date;
}

const rateSchema = { minor: Number, currency: String };

const heldEntrySchema = new mongoose.Schema<HeldEntryDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    email: { type: String, required: true },
    import_id: { type: Number, required: true },
    source_key: { type: String, required: true },
    line: { type: Number, required: true },
    requested_by: { type: Number, required: true },
    project: {
      id: Number,
      name: String,
      clientId: Number,
      clientName: String,
      clientCurrency: String,
      isBillable: Boolean,
    },
    task_id: { type: Number, default: null },
    task_name: { type: String, default: null },
    tag_ids: { type: [Number], default: [] },
    description: { type: String, default: '' },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    timezone: { type: String, required: true },
    billable: { type: Boolean, required: true },
    bill_rate: { type: rateSchema, default: null },
    cost_rate: { type: rateSchema, default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'held_import_entries', versionKey: false },
);
// A joining member's held entries.
heldEntrySchema.index({ team_id: 1, email: 1 }, { name: 'team_id_email' });

export const heldEntryId = (teamId: number, sourceKey: string) => `${teamId}:${sourceKey}`;

const toHeldEntry = ({ _id: _id, created_at: _created, ...fields }: HeldEntryDocument) =>
  fields as HeldEntryRecord;

export function heldEntryStore(connection: Connection) {
  const HeldEntry = connectionModel(connection, 'HeldImportEntry', heldEntrySchema);

  return {
    model: HeldEntry,

    /** The held entries among these source keys of the team: key → the import that holds it. */
    async importsOfKeys(teamId: number, keys: readonly string[]): Promise<Map<string, number>> {
      if (keys.length === 0) return new Map();
      const documents = await HeldEntry.find(
        { _id: { $in: [...new Set(keys)].map((key) => heldEntryId(teamId, key)) } },
        { source_key: 1, import_id: 1 },
      ).lean<Array<Pick<HeldEntryDocument, 'source_key' | 'import_id'>>>();
      return new Map(documents.map((document) => [document.source_key, document.import_id]));
    },

    /** Whether the team has any held entry (an import without invitees skips their look-ups). */
    async anyInTeam(teamId: number): Promise<boolean> {
      return (await HeldEntry.exists({ team_id: teamId })) !== null;
    },

    /** Holds the entries (one unordered write); one held already under its key is kept. */
    async hold(entries: readonly HeldEntryRecord[]): Promise<void> {
      if (entries.length === 0) return;
      const now = new Date();
      await insertKeepingExisting(
        HeldEntry,
        entries.map((entry) => ({
          _id: heldEntryId(entry.team_id, entry.source_key),
          ...entry,
          created_at: now,
        })),
      );
    },

    /** The entries held for the email in the team, oldest first, at most `limit`. */
    async heldFor(teamId: number, email: string, limit: number): Promise<HeldEntryRecord[]> {
      const documents = await HeldEntry.find({ team_id: teamId, email })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<HeldEntryDocument[]>();
      return documents.map(toHeldEntry);
    },

    /** Removes the held entries of these source keys (landed). */
    async release(teamId: number, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await HeldEntry.deleteMany({ _id: { $in: keys.map((key) => heldEntryId(teamId, key)) } });
    },
  };
}
