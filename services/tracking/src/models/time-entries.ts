// Persistence of time entries. Every query names the team (tenancy). The database keeps
// one running entry per user and team (a unique partial index); a user's writes are
// serialized by their clock document (entryClockStore), bumped first in each
// transaction, so concurrent starts, creates and edits of one user retry instead of
// interleaving (overlap checks stay true). An entry becomes the proto's message (and its
// events' data) here and nowhere else (toTimeEntryData, toTimeEntryMessage).
import {
  connectionModel,
  forEachBatch,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  TIME_ENTRY_SOURCES,
  type Connection,
  type TimeEntryData,
} from '@workmesh/platform';
import type { TimeEntryMessage } from './proto-messages';
import { amountCents, dollars, durationSeconds } from './time-entry-amounts';

export type TimeEntrySource = 'timer' | 'manual';

export interface TimeEntryRecord {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  /** The project's client (0 when the project has none). */
  client_id: number;
  task_id: number | null;
  description: string;
  start: Date;
  /** null while running. */
  end: Date | null;
  /** end === null, kept as a field for the unique partial index. */
  running: boolean;
  billable: boolean;
  timezone: string;
  /** Snapshotted when written: integer cents per hour. */
  bill_rate_cents: number;
  pay_rate_cents: number;
  pay_type: string;
  source: TimeEntrySource;
  locked: boolean;
  /** APPROVED_LOCK or INVOICED_LOCK while locked; null otherwise. */
  locked_reason: string | null;
  invoice_id: number | null;
  /**
   * While invoiced: the lock the entry had before its invoice claimed it (APPROVED_LOCK, or
   * null: none), which releasing the invoice restores. A week approved or rejected while
   * the entry is invoiced updates it (models/timesheets.ts). null when not invoiced.
   */
  locked_before_invoice: string | null;
  /** Names when written: entries keep them when a project or task is renamed or deleted. */
  project_name: string;
  client_name: string;
  task_name: string | null;
  /** An owner or manager let this entry take the week past the member's weekly limit. */
  limit_overridden: boolean;
  /**
   * While running: when the member's week reaches their weekly limit, the instant the
   * timer is stopped at (limit-stops.ts); null when no limit applies.
   */
  limit_stop_at: Date | null;
  /** 1 when written, + 1 at every change: the order of its events (budget use). */
  revision: number;
  created_at: Date;
  updated_at: Date;
}

/** The locked_reason an approval sets (and a rejection clears). */
export const APPROVED_LOCK = 'approved';
/** The locked_reason of an entry an invoice claimed (invoice-entries.ts). */
export const INVOICED_LOCK = 'invoiced';

/** A claim of a client's time for an invoice: entries that start in [from, to). */
export interface InvoiceClaim {
  teamId: number;
  clientId: number;
  from: Date;
  to: Date;
  invoiceId: number;
  includeNonBillable: boolean;
}

export type NewTimeEntry = Omit<TimeEntryRecord, 'created_at' | 'updated_at' | 'revision'>;

/** What an update may change (the rules decide which). */
export type TimeEntryChanges = Partial<
  Pick<
    TimeEntryRecord,
    | 'project_id'
    | 'client_id'
    | 'task_id'
    | 'description'
    | 'start'
    | 'end'
    | 'running'
    | 'billable'
    | 'timezone'
    | 'bill_rate_cents'
    | 'pay_rate_cents'
    | 'pay_type'
    | 'project_name'
    | 'client_name'
    | 'task_name'
    | 'locked'
    | 'locked_reason'
    | 'limit_overridden'
  >
>;

interface TimeEntryDocument extends Omit<TimeEntryRecord, 'id'> {
  _id: number;
}

const timeEntrySchema = new mongoose.Schema<TimeEntryDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    project_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    task_id: { type: Number, default: null },
    description: { type: String, default: '' },
    start: { type: Date, required: true },
    end: { type: Date, default: null },
    running: { type: Boolean, required: true },
    billable: { type: Boolean, required: true },
    timezone: { type: String, required: true },
    bill_rate_cents: { type: Number, required: true },
    pay_rate_cents: { type: Number, required: true },
    pay_type: { type: String, required: true },
    source: { type: String, enum: TIME_ENTRY_SOURCES, required: true },
    locked: { type: Boolean, default: false },
    locked_reason: { type: String, default: null },
    invoice_id: { type: Number, default: null },
    locked_before_invoice: { type: String, default: null },
    project_name: { type: String, default: '' },
    client_name: { type: String, default: '' },
    task_name: { type: String, default: null },
    limit_overridden: { type: Boolean, default: false },
    limit_stop_at: { type: Date, default: null },
    revision: { type: Number, default: 1 },
  },
  recordSchemaOptions('time_entries'),
);

// One running timer per user and team, enforced by the database (issue 18).
timeEntrySchema.index(
  { team_id: 1, user_id: 1 },
  {
    name: 'one_running_entry_per_user',
    unique: true,
    partialFilterExpression: { running: true },
  },
);
// A user's entries by start: overlap checks, a member's list, timesheets.
timeEntrySchema.index({ team_id: 1, user_id: 1, start: 1 }, { name: 'team_id_user_id_start' });
// A team's entries by start: owners' and managers' lists, reports.
timeEntrySchema.index({ team_id: 1, start: 1 }, { name: 'team_id_start' });
// A client's running timers: its budget use counts them up to now (issue 19).
timeEntrySchema.index(
  { team_id: 1, client_id: 1 },
  { name: 'running_by_client', partialFilterExpression: { running: true } },
);
// A client's entries by start: what an invoice claims, and its running timers (issue 20).
timeEntrySchema.index({ team_id: 1, client_id: 1, start: 1 }, { name: 'team_id_client_id_start' });
// An invoice's entries: a claim retried, a release (issue 20).
timeEntrySchema.index(
  { team_id: 1, invoice_id: 1 },
  { name: 'invoiced_by_invoice', partialFilterExpression: { invoice_id: { $gt: 0 } } },
);
// Running timers due to stop at their member's weekly limit (limit-stops.ts).
timeEntrySchema.index(
  { limit_stop_at: 1 },
  { name: 'running_by_limit_stop', partialFilterExpression: { running: true } },
);

export const toTimeEntry = ({ _id, ...fields }: TimeEntryDocument): TimeEntryRecord => ({
  id: _id,
  team_id: fields.team_id,
  user_id: fields.user_id,
  project_id: fields.project_id,
  client_id: fields.client_id,
  task_id: fields.task_id ?? null,
  description: fields.description ?? '',
  start: fields.start,
  end: fields.end ?? null,
  running: fields.running,
  billable: fields.billable,
  timezone: fields.timezone,
  bill_rate_cents: fields.bill_rate_cents,
  pay_rate_cents: fields.pay_rate_cents,
  pay_type: fields.pay_type,
  source: fields.source,
  locked: fields.locked ?? false,
  locked_reason: fields.locked_reason ?? null,
  invoice_id: fields.invoice_id ?? null,
  locked_before_invoice: fields.locked_before_invoice ?? null,
  project_name: fields.project_name ?? '',
  client_name: fields.client_name ?? '',
  task_name: fields.task_name ?? null,
  limit_overridden: fields.limit_overridden ?? false,
  limit_stop_at: fields.limit_stop_at ?? null,
  revision: fields.revision ?? 1,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
});

/**
 * The entry as the API shows it (null where unset): its events' data. Duration and
 * amounts are computed at `now` for a running entry.
 */
export function toTimeEntryData(entry: TimeEntryRecord, now: Date = new Date()): TimeEntryData {
  const duration = durationSeconds(entry.start, entry.end, now);
  return {
    id: entry.id,
    team_id: entry.team_id,
    user_id: entry.user_id,
    project_id: entry.project_id,
    client_id: entry.client_id,
    task_id: entry.task_id,
    description: entry.description,
    start: entry.start.toISOString(),
    end: entry.end === null ? null : entry.end.toISOString(),
    duration,
    billable: entry.billable,
    timezone: entry.timezone,
    bill_rate: dollars(entry.bill_rate_cents),
    pay_rate: dollars(entry.pay_rate_cents),
    pay_type: entry.pay_type,
    billable_amount: entry.billable ? dollars(amountCents(entry.bill_rate_cents, duration)) : 0,
    cost_amount: dollars(amountCents(entry.pay_rate_cents, duration)),
    source: entry.source,
    locked: entry.locked,
    locked_reason: entry.locked_reason,
    invoice_id: entry.invoice_id,
    project_name: entry.project_name,
    task_name: entry.task_name,
    client_name: entry.client_name,
    limit_overridden: entry.limit_overridden,
    revision: entry.revision,
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  };
}

/** The proto's TimeEntry: the API's view with unset optional fields for the nulls. */
export function toTimeEntryMessage(
  entry: TimeEntryRecord,
  now: Date = new Date(),
): TimeEntryMessage {
  // The revision orders the entry's events; the API does not show it.
  const {
    task_id,
    end,
    locked_reason,
    invoice_id,
    task_name,
    revision: _revision,
    ...fields
  } = toTimeEntryData(entry, now);
  return {
    ...fields,
    ...(task_id === null ? {} : { task_id }),
    ...(end === null ? {} : { end }),
    ...(locked_reason === null ? {} : { locked_reason }),
    ...(invoice_id === null ? {} : { invoice_id }),
    ...(task_name === null ? {} : { task_name }),
  };
}

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
}

function filterQuery(teamId: number, filter: TimeEntryFilter, now: Date) {
  const query: Record<string, unknown> = { team_id: teamId };
  if (filter.userId !== undefined) query.user_id = filter.userId;
  if (filter.projectId !== undefined) query.project_id = filter.projectId;
  if (filter.clientId !== undefined) query.client_id = filter.clientId;
  if (filter.taskId !== undefined) query.task_id = filter.taskId;
  if (filter.billable !== undefined) query.billable = filter.billable;
  if (filter.running !== undefined) query.running = filter.running;
  if (filter.to !== undefined) query.start = { $lt: filter.to };
  if (filter.from !== undefined) {
    const endsAfter: Record<string, unknown>[] = [{ end: { $gt: filter.from } }];
    if (now > filter.from) endsAfter.push({ running: true });
    query.$or = endsAfter;
  }
  return query;
}

/** A report's filter: entries that start in [from, to), narrowed by the others given. */
export interface ReportFilter {
  userId?: number;
  projectId?: number;
  clientId?: number;
  taskId?: number;
  billable?: boolean;
  from: Date;
  to: Date;
}

/**
 * The fields of an entry a report sums and groups by (a lean projection). Names are not
 * among them: a group takes its name from one entry afterwards (reportNamesOf), so the
 * thousands of entries of a report carry no strings.
 */
export type ReportRow = Pick<
  TimeEntryRecord,
  | 'id'
  | 'user_id'
  | 'project_id'
  | 'client_id'
  | 'task_id'
  | 'start'
  | 'end'
  | 'billable'
  | 'bill_rate_cents'
  | 'pay_rate_cents'
>;

/** The names an entry snapshotted, by which a group is named. */
export type ReportNames = Pick<TimeEntryRecord, 'project_name' | 'client_name' | 'task_name'>;

/** What every report reads of an entry: its time, whether billable and its rates. */
const REPORT_ROW_BASE = ['start', 'end', 'billable', 'bill_rate_cents', 'pay_rate_cents'] as const;

/** The fields a report may read besides REPORT_ROW_BASE (the ones its groupings need). */
export type ReportRowField = Exclude<keyof ReportRow, (typeof REPORT_ROW_BASE)[number]>;

/** Served by {team_id, start} or, for one user, {team_id, user_id, start}. */
function reportQuery(teamId: number, filter: ReportFilter) {
  const query: Record<string, unknown> = {
    team_id: teamId,
    start: { $gte: filter.from, $lt: filter.to },
  };
  if (filter.userId !== undefined) query.user_id = filter.userId;
  if (filter.projectId !== undefined) query.project_id = filter.projectId;
  if (filter.clientId !== undefined) query.client_id = filter.clientId;
  if (filter.taskId !== undefined) query.task_id = filter.taskId;
  if (filter.billable !== undefined) query.billable = filter.billable;
  return query;
}

type ReportDocument = Partial<Omit<ReportRow, 'id'>> & { _id?: number };

const toReportRow = (row: ReportDocument): ReportRow => ({
  id: row._id ?? 0,
  start: row.start!,
  end: row.end ?? null,
  billable: row.billable ?? false,
  bill_rate_cents: row.bill_rate_cents ?? 0,
  pay_rate_cents: row.pay_rate_cents ?? 0,
  user_id: row.user_id ?? 0,
  project_id: row.project_id ?? 0,
  client_id: row.client_id ?? 0,
  task_id: row.task_id ?? null,
});

export type TimeEntryStore = ReturnType<typeof timeEntryStore>;

/**
 * The entries a claim may bill, but for their lock: the client's, starting in the period,
 * ended, billable (unless includeNonBillable), on no invoice yet.
 */
const invoiceEligibility = (claim: InvoiceClaim) => ({
  team_id: claim.teamId,
  client_id: claim.clientId,
  start: { $gte: claim.from, $lt: claim.to },
  running: false,
  invoice_id: null,
  ...(claim.includeNonBillable ? {} : { billable: true }),
});

/** Finding one member's entries: by id, running, overlapping, in a week; and a page of them. */
function entryLookups(TimeEntry: mongoose.Model<TimeEntryDocument>) {
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

/** Writing entries: insert, change, stop (and the weekly limit's planned stops), delete. */
function entryWrites(TimeEntry: mongoose.Model<TimeEntryDocument>) {
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

/** The reports' reads: rows batch by batch, the names they snapshotted, a page of entries. */
function entryReports(connection: Connection, TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /**
     * Hands the team's entries matching the filter to `onRows`, batch by batch, reading
     * only their time, rates and the `fields` asked (a lean projection: the fewer fields,
     * the less each of thousands of entries costs; a field not asked reads as 0, '' or
     * null). Answers how many entries there were.
     */
    async reportRows(
      teamId: number,
      filter: ReportFilter,
      fields: readonly ReportRowField[],
      onRows: (rows: ReportRow[]) => void,
    ): Promise<number> {
      const projection: Record<string, 0 | 1> = { _id: 0 };
      for (const field of [...REPORT_ROW_BASE, ...fields])
        projection[field === 'id' ? '_id' : field] = 1;
      // The find command batch by batch (platform's forEachBatch), not mongoose's query
      // nor the driver's cursor: the query is already in stored types, both parse
      // thousands of documents one by one, and the rows are folded as they arrive.
      return forEachBatch<ReportDocument>(
        connection,
        TimeEntry.collection.collectionName,
        reportQuery(teamId, filter),
        { projection },
        (documents) => onRows(documents.map(toReportRow)),
      );
    },

    /** The names the team's entries `ids` snapshotted, by id (one read for every group). */
    async reportNamesOf(teamId: number, ids: readonly number[]): Promise<Map<number, ReportNames>> {
      if (ids.length === 0) return new Map();
      const documents = await TimeEntry.find(
        { _id: { $in: [...new Set(ids)] }, team_id: teamId },
        { project_name: 1, client_name: 1, task_name: 1 },
      ).lean<Array<Partial<ReportNames> & { _id: number }>>();
      return new Map(
        documents.map((document) => [
          document._id,
          {
            project_name: document.project_name ?? '',
            client_name: document.client_name ?? '',
            task_name: document.task_name ?? null,
          },
        ]),
      );
    },

    /** One page of a report's entries, by start (then id). */
    async reportPage(
      teamId: number,
      filter: ReportFilter,
      window: { skip: number; limit: number },
    ): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find(reportQuery(teamId, filter))
        .sort({ start: 1, _id: 1 })
        .skip(window.skip)
        .limit(window.limit)
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },
  };
}

/** A client's entries as budgets and invoices see them: running ones, claims, releases. */
function entryInvoicing(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /** The team's running entries of the client (their time counts in its budget up to now). */
    async runningOfClient(teamId: number, clientId: number): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find({
        team_id: teamId,
        client_id: clientId,
        running: true,
      }).lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /** A running entry of the team's client that starts in [from, to), or null. */
    async findRunningOfClientIn(
      teamId: number,
      clientId: number,
      span: { from: Date; to: Date },
    ): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOne({
        team_id: teamId,
        client_id: clientId,
        start: { $gte: span.from, $lt: span.to },
        running: true,
      }).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },

    /** The team's entries on the invoice, oldest start first. */
    async ofInvoice(teamId: number, invoiceId: number): Promise<TimeEntryRecord[]> {
      const documents = await TimeEntry.find({ team_id: teamId, invoice_id: invoiceId })
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },

    /** How many entries the claim would mark (the same rule as markInvoiced's). */
    countInvoiceable(claim: InvoiceClaim): Promise<number> {
      return TimeEntry.countDocuments({
        ...invoiceEligibility(claim),
        $or: [{ locked: { $ne: true } }, { locked: true, locked_reason: APPROVED_LOCK }],
      });
    },

    /**
     * Inside the claim's transaction: marks the claim's eligible entries with its invoice
     * and locks them (INVOICED_LOCK), remembering the lock each had (none, or approved).
     * The filters are the rule, applied by the database in the write itself: ended,
     * billable (unless includeNonBillable), on no invoice yet, unlocked or approved. The
     * `invoice_id: null` is what keeps an entry on one invoice: a claim that lost a write
     * conflict to another is retried and finds the entries taken. Answers how many it marked.
     */
    async markInvoiced(claim: InvoiceClaim): Promise<number> {
      const eligible = invoiceEligibility(claim);
      const mark = (lockedBefore: string | null) => ({
        $set: {
          invoice_id: claim.invoiceId,
          locked: true,
          locked_reason: INVOICED_LOCK,
          locked_before_invoice: lockedBefore,
        },
        $inc: { revision: 1 },
      });
      // Unlocked ones first: once marked they are locked, so the second never sees them.
      const unlocked = await TimeEntry.updateMany(
        { ...eligible, locked: { $ne: true } },
        mark(null),
      );
      const approved = await TimeEntry.updateMany(
        { ...eligible, locked: true, locked_reason: APPROVED_LOCK },
        mark(APPROVED_LOCK),
      );
      return unlocked.modifiedCount + approved.modifiedCount;
    },

    /**
     * Inside the release's transaction: the team's entries on the invoice leave it, each
     * back to the lock it had before (approved stays locked as approved; otherwise
     * unlocked). Answers them as they are then, oldest start first.
     */
    async releaseInvoice(teamId: number, invoiceId: number): Promise<TimeEntryRecord[]> {
      const onInvoice = { team_id: teamId, invoice_id: invoiceId };
      const claimed = await TimeEntry.find(onInvoice, { _id: 1 }).lean<Array<{ _id: number }>>();
      if (claimed.length === 0) return [];
      const unmark = (lockedReason: string | null) => ({
        $set: {
          invoice_id: null,
          locked: lockedReason !== null,
          locked_reason: lockedReason,
          locked_before_invoice: null,
        },
        $inc: { revision: 1 },
      });
      // Unlocked before first: once unmarked they leave the second filter.
      await TimeEntry.updateMany(
        { ...onInvoice, locked_before_invoice: { $ne: APPROVED_LOCK } },
        unmark(null),
      );
      await TimeEntry.updateMany(
        { ...onInvoice, locked_before_invoice: APPROVED_LOCK },
        unmark(APPROVED_LOCK),
      );
      const documents = await TimeEntry.find({
        team_id: teamId,
        _id: { $in: claimed.map((entry) => entry._id) },
      })
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },
  };
}

/** The time_entries store: one factory per concern, all over the one model. */
export function timeEntryStore(connection: Connection) {
  const TimeEntry = connectionModel(connection, 'TimeEntry', timeEntrySchema);

  return {
    model: TimeEntry,
    ...entryLookups(TimeEntry),
    ...entryWrites(TimeEntry),
    ...entryReports(connection, TimeEntry),
    ...entryInvoicing(TimeEntry),
  };
}

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
