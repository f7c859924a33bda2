// Finding time entries: the list filters (and the tag filter expenses share), by id, a
// member's running or overlapping entry, a page, a week's seconds. Every query names the
// team (tenancy).
import type { mongoose } from '@workmesh/platform';
import { durationSeconds } from './time-entry-amounts';
import { toTimeEntry, type TimeEntryDocument, type TimeEntryRecord } from './time-entries';

/** List filters (all optional); `userId` narrows to one user. */
export interface TimeEntryFilter {
  userId?: number;
  projectId?: number;
  clientId?: number;
  taskId?: number;
  billable?: boolean;
  running?: boolean;
  /** Entries that end after `from` (a running one: after now). */
  from?: Date;
  /** Entries that start before `to`. */
  to?: Date;
  /** Entries carrying any (or all) of these tags. */
  tags?: TagFilter;
}

/** A tag filter of a list or a report: any of the tags ($in) or all of them ($all). */
export interface TagFilter {
  tagIds: number[];
  match: 'any' | 'all';
}

/** The query condition on `tag_ids` of a tag filter. */
export const tagCondition = (tags: TagFilter) =>
  tags.match === 'all' ? { $all: tags.tagIds } : { $in: tags.tagIds };

function filterQuery(teamId: number, filter: TimeEntryFilter, now: Date) {
  const query: Record<string, unknown> = { team_id: teamId };
  if (filter.userId !== undefined) query.user_id = filter.userId;
  if (filter.projectId !== undefined) query.project_id = filter.projectId;
  if (filter.clientId !== undefined) query.client_id = filter.clientId;
  if (filter.taskId !== undefined) query.task_id = filter.taskId;
  if (filter.billable !== undefined) query.billable = filter.billable;
  if (filter.running !== undefined) query.running = filter.running;
  if (filter.to !== undefined) query.start = { $lt: filter.to };
  if (filter.tags) query.tag_ids = tagCondition(filter.tags);
  if (filter.from !== undefined) {
    const endsAfter: Record<string, unknown>[] = [{ end: { $gt: filter.from } }];
    if (now > filter.from) endsAfter.push({ running: true });
    query.$or = endsAfter;
  }
  return query;
}

/** Finding one member's entries: by id, running, overlapping, in a week; and a page of them. */
export function entryLookups(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /** Tenancy: an entry of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOne({
        _id: id,
        team_id: teamId,
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** The user's running entry in the team, or null. */
    async findRunning(teamId: number, userId: number): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOne({
        team_id: teamId,
        user_id: userId,
        running: true,
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /**
     * The user's first entry (other than `exceptId`) that overlaps [start, end): it starts
     * before `end` and ends after `start`, a running one counting up to `now`.
     */
    async findOverlapping(
      teamId: number,
      userId: number,
      span: { start: Date; end: Date; now: Date; exceptId?: number },
    ): Promise<TimeEntryRecord | null> {
      const endsAfter: Record<string, unknown>[] = [{ end: { $gt: span.start } }];
      if (span.now > span.start) endsAfter.push({ running: true });
      const document = await TimeEntry.findOne({
        team_id: teamId,
        user_id: userId,
        ...(span.exceptId === undefined ? {} : { _id: { $ne: span.exceptId } }),
        start: { $lt: span.end },
        $or: endsAfter,
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** One page of the team's entries matching the filter, newest start first. */
    async page(
      teamId: number,
      filter: TimeEntryFilter,
      window: { skip: number; limit: number },
      now: Date,
    ): Promise<{ items: TimeEntryRecord[]; total: number }> {
      const query = filterQuery(teamId, filter, now);
      const [documents, total] = await Promise.all([
        TimeEntry.find(query)
          .sort({ start: -1, _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<TimeEntryDocument[]>(),
        TimeEntry.countDocuments(query),
      ]);
      return { items: documents.map(toTimeEntry), total };
    },

    /**
     * Seconds the user's entries starting in [from, to) hold (a running one up to `now`),
     * but for `exceptId`: the week's time a weekly limit counts.
     */
    async secondsStartingIn(
      teamId: number,
      userId: number,
      span: { from: Date; to: Date; now: Date; exceptId?: number },
    ): Promise<number> {
      const documents = await TimeEntry.find(
        {
          team_id: teamId,
          user_id: userId,
          start: { $gte: span.from, $lt: span.to },
          ...(span.exceptId === undefined ? {} : { _id: { $ne: span.exceptId } }),
        },
        { start: 1, end: 1 },
      ).lean<Array<Pick<TimeEntryDocument, 'start' | 'end'>>>();
      return documents.reduce(
        (sum, document) => sum + durationSeconds(document.start, document.end ?? null, span.now),
        0,
      );
    },
  };
}
