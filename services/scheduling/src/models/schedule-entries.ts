// Persistence of schedule entries: one document per member per occurrence (spec,
// Schedule). Every query names the team (tenancy). start_date/end_date are stored as
// the spec's UTC strings (Schedule rule 6) and start/end as dates, which the range
// queries, sorting and the SID lookup use. Schedules are written in bulk through the
// driver: no mongoose document is made per entry. An entry becomes the proto's
// ScheduleEntry here and nowhere else (toScheduleEntryMessage).
import {
  activeSession,
  connectionModel,
  mongoose,
  recordSchemaOptions,
  type Connection,
} from '@workmesh/platform';
import type { ScheduleEntryMessage } from './proto-messages';

export interface ScheduleEntryRecord {
  id: number;
  sid: string;
  user_id: number;
  team_id: number;
  /** '' when none. */
  title: string;
  /** UTC instants of the occurrence. */
  start: Date;
  end: Date;
  /** The same instants as the spec shows them: UTC "YYYY-MM-DD HH:MM:SS" (Schedule rule 6). */
  start_date: string;
  end_date: string;
  /** Rounded to 2 decimals. */
  minimum_hours: number;
  repetition: string;
  /** '' for never. */
  day_repeat: string;
  timezone: string;
  created_by: number;
  created_at: Date;
  updated_at: Date;
  /** Shown only: the member has approved time off on the entry's local start date. */
  time_off?: boolean;
}

/** An entry as stored. */
export interface ScheduleEntryDocument extends Omit<ScheduleEntryRecord, 'id' | 'time_off'> {
  _id: number;
}

/** An entry to write, its times included: the driver's bulk write sets no timestamps. */
export type NewScheduleEntry = Omit<ScheduleEntryRecord, 'time_off'>;

/** What UpdateScheduleEntry may change (start and end go with their strings). */
export type ScheduleEntryChanges = Partial<
  Pick<ScheduleEntryRecord, 'start' | 'start_date' | 'end' | 'end_date' | 'minimum_hours' | 'title'>
>;

export const SCHEDULE_ENTRIES_COLLECTION = 'schedule_entries';

const entrySchema = new mongoose.Schema<ScheduleEntryDocument>(
  {
    _id: { type: Number, required: true },
    sid: { type: String, required: true },
    user_id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    title: { type: String, default: '' },
    start_date: { type: String, required: true },
    end_date: { type: String, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    minimum_hours: { type: Number, required: true },
    repetition: { type: String, required: true },
    day_repeat: { type: String, default: '' },
    timezone: { type: String, required: true },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions(SCHEDULE_ENTRIES_COLLECTION),
);

// ListUserSchedule: a member's entries in the team, by start.
entrySchema.index({ team_id: 1, user_id: 1, start: 1 }, { name: 'team_user_start' });
// Delete "future": one member's entries of a SID from an entry on.
entrySchema.index({ team_id: 1, sid: 1, user_id: 1, start: 1 }, { name: 'team_sid_user_start' });
// ListScheduleBySid: a SID's entries by start, then user.
entrySchema.index({ team_id: 1, sid: 1, start: 1, user_id: 1 }, { name: 'team_sid_start_user' });
// SID reuse (spec, Schedule rule 2): an entry of the team with the same start and end.
entrySchema.index({ team_id: 1, start: 1, end: 1 }, { name: 'team_start_end' });

export const toEntry = (document: ScheduleEntryDocument): ScheduleEntryRecord => ({
  id: document._id,
  sid: document.sid,
  user_id: document.user_id,
  team_id: document.team_id,
  title: document.title ?? '',
  start: document.start,
  end: document.end,
  start_date: document.start_date,
  end_date: document.end_date,
  minimum_hours: document.minimum_hours,
  repetition: document.repetition,
  day_repeat: document.day_repeat ?? '',
  timezone: document.timezone,
  created_by: document.created_by,
  created_at: document.created_at,
  updated_at: document.updated_at,
});

/** The document an entry is written as. */
export const toEntryDocument = ({ id, ...fields }: NewScheduleEntry): ScheduleEntryDocument => ({
  _id: id,
  ...fields,
});

/** The proto's ScheduleEntry: the stored UTC strings as its dates; timestamps ISO 8601 UTC. */
export function toScheduleEntryMessage(entry: ScheduleEntryRecord): ScheduleEntryMessage {
  const {
    start: _start,
    end: _end,
    created_at: createdAt,
    updated_at: updatedAt,
    time_off: timeOff,
    ...fields
  } = entry;
  return {
    ...fields,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
    time_off: timeOff ?? false,
  };
}

/** Entries start, then (for equal starts) by id: a stable order for pages. */
const BY_START = { start: 1, _id: 1 } as const;
const BY_START_THEN_USER = { start: 1, user_id: 1, _id: 1 } as const;

export interface Window {
  skip: number;
  limit: number;
}

/** A range of start instants; `before` is exclusive, `through` inclusive. */
export interface StartRange {
  from?: Date;
  through?: Date;
  before?: Date;
}

export type ScheduleEntryStore = ReturnType<typeof scheduleEntryStore>;

async function entriesStartingBetween(
  Entry: mongoose.Model<ScheduleEntryDocument>,
  teamId: number,
  userIds: number[],
  from: Date,
  before: Date,
): Promise<ScheduleEntryRecord[]> {
  if (userIds.length === 0) return [];
  const documents = await Entry.find({
    team_id: teamId,
    user_id: { $in: userIds },
    start: { $gte: from, $lt: before },
  })
    .sort(BY_START_THEN_USER)
    .lean<ScheduleEntryDocument[]>();
  return documents.map(toEntry);
}

export function scheduleEntryStore(connection: Connection) {
  const Entry = connectionModel(connection, 'ScheduleEntry', entrySchema);

  // The driver's collection, typed with our integer _id, for bulk writes.
  const entries = Entry.collection as unknown as mongoose.mongo.Collection<ScheduleEntryDocument>;

  async function page(
    filter: mongoose.QueryFilter<ScheduleEntryDocument>,
    sort: Record<string, 1>,
    window: Window,
  ): Promise<{ items: ScheduleEntryRecord[]; total: number }> {
    const [documents, total] = await Promise.all([
      Entry.find(filter)
        .sort(sort)
        .skip(window.skip)
        .limit(window.limit)
        .lean<ScheduleEntryDocument[]>(),
      Entry.countDocuments(filter),
    ]);
    return { items: documents.map(toEntry), total };
  }

  return {
    model: Entry,

    /**
     * Writes entries in one batch through the driver (ordered, inside the caller's
     * transaction: the driver does not read mongoose's AsyncLocalStorage, so the active
     * session is passed on). The caller builds them in chunks, so a large schedule never
     * has all its documents in memory at once.
     */
    async insertBatch(batch: NewScheduleEntry[]): Promise<void> {
      if (batch.length === 0) return;
      await entries.insertMany(batch.map(toEntryDocument), {
        session: activeSession(),
        ordered: true,
      });
    },

    /** The SID of an entry of the team with exactly this start and end (the oldest), or null. */
    async sidAt(teamId: number, start: Date, end: Date): Promise<string | null> {
      const found = await Entry.findOne({ team_id: teamId, start, end }, { sid: 1 })
        .sort({ _id: 1 })
        .lean<Pick<ScheduleEntryDocument, 'sid'>>();
      return found?.sid ?? null;
    },

    /** Tenancy: an entry of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<ScheduleEntryRecord | null> {
      const document = await Entry.findOne({
        _id: id,
        team_id: teamId,
      }).lean<ScheduleEntryDocument>();
      return document ? toEntry(document) : null;
    },

    /** One page of a member's entries in the team starting in the range, by start. */
    pageOfUser(teamId: number, userId: number, range: StartRange, window: Window) {
      const start: Record<string, Date> = {};
      if (range.from) start.$gte = range.from;
      if (range.through) start.$lte = range.through;
      if (range.before) start.$lt = range.before;
      const filter: mongoose.QueryFilter<ScheduleEntryDocument> = {
        team_id: teamId,
        user_id: userId,
        ...(Object.keys(start).length > 0 ? { start } : {}),
      };
      return page(filter, BY_START, window);
    },

    /** The members' entries starting in [from, before), by start then user (time off, calendars). */
    startingBetween: (teamId: number, userIds: number[], from: Date, before: Date) =>
      entriesStartingBetween(Entry, teamId, userIds, from, before),

    /** One page of the team's entries of a SID, by start, then user. */
    pageOfSid(teamId: number, sid: string, window: Window) {
      return page({ team_id: teamId, sid }, BY_START_THEN_USER, window);
    },

    async update(
      teamId: number,
      id: number,
      changes: ScheduleEntryChanges,
    ): Promise<ScheduleEntryRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      const document = await Entry.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<ScheduleEntryDocument>();
      return document ? toEntry(document) : null;
    },

    /** The ids of a member's entries of a SID starting at or after `from`, ascending. */
    async idsFrom(teamId: number, sid: string, userId: number, from: Date): Promise<number[]> {
      const documents = await Entry.find(
        { team_id: teamId, sid, user_id: userId, start: { $gte: from } },
        { _id: 1 },
      )
        .sort({ _id: 1 })
        .lean<Array<{ _id: number }>>();
      return documents.map((document) => document._id);
    },

    /** Deletes these entries of the team; how many went. */
    async deleteMany(teamId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const { deletedCount } = await Entry.deleteMany({ _id: { $in: ids }, team_id: teamId });
      return deletedCount;
    },
  };
}
