// Persistence of weekly timesheets (issue 18, Weekly timesheets): the status of a user's
// week in a team, one document per (team, user, week) (a unique index); no document is
// an open week. Also the week's entries as a timesheet reads, locks and unlocks them
// (through the time entries' model: one collection, one mapper). Every query names the
// team (tenancy). The mapper of a timesheet to its proto message and its events' data
// is here and nowhere else (toTimesheetData, toTimesheetMessage).
import {
  type AbsenceKind,
  connectionModel,
  invalidArgument,
  type CurrencyTotals,
  mongoose,
  recordSchemaOptions,
  Reason,
  TIMESHEET_STATUSES,
  type Connection,
  type TimesheetData,
  type TimesheetStatus,
  type TimesheetTotalsData,
} from '@workmesh/platform';
import type { TimesheetMessage } from './proto-messages';
import {
  APPROVED_LOCK,
  toTimeEntryMessage,
  toTimeEntry,
  type TimeEntryRecord,
} from './time-entries';

/** What is stored of a reviewed or submitted week. */
export interface TimesheetRecord {
  team_id: number;
  user_id: number;
  /** ISO week name, e.g. 2026-W48. */
  week: string;
  status: TimesheetStatus;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  /** The rejection's comment; null otherwise. */
  comment: string | null;
}

export type TimesheetState = Omit<TimesheetRecord, 'team_id' | 'user_id' | 'week'>;

interface TimesheetDocument extends TimesheetRecord {
  created_at: Date;
  updated_at: Date;
}

const timesheetSchema = new mongoose.Schema<TimesheetDocument>(
  {
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    week: { type: String, required: true },
    status: { type: String, enum: TIMESHEET_STATUSES, required: true },
    submitted_at: { type: Date, default: null },
    reviewed_at: { type: Date, default: null },
    reviewed_by: { type: Number, default: null },
    comment: { type: String, default: null },
  },
  recordSchemaOptions('timesheets'),
);

// One status per user's week in a team.
timesheetSchema.index(
  { team_id: 1, user_id: 1, week: 1 },
  { name: 'team_id_user_id_week', unique: true },
);

/**
 * A page's `after` of timesheets (an export's: they are keyed by an ObjectId, one per
 * user's week, with no sequence of their own); not one: INVALID_ARGUMENT.
 */
export function timesheetKeyAfter(after: string): mongoose.Types.ObjectId {
  if (!mongoose.isValidObjectId(after))
    throw invalidArgument(Reason.INVALID_ARGUMENT, 'after must be the next_after of a page');
  return new mongoose.Types.ObjectId(after);
}

export const toTimesheet = (document: TimesheetDocument): TimesheetRecord => ({
  team_id: document.team_id,
  user_id: document.user_id,
  week: document.week,
  status: document.status,
  submitted_at: document.submitted_at ?? null,
  reviewed_at: document.reviewed_at ?? null,
  reviewed_by: document.reviewed_by ?? null,
  comment: document.comment ?? null,
});

/**
 * A timesheet's totals: seconds, and money per currency in integer minor units (issue 34:
 * a week's entries may bill clients in different currencies; never summed across them).
 */
export interface TimesheetTotals {
  seconds: number;
  billable_seconds: number;
  money: CurrencyTotals;
}

/** A user's week as the API shows it: its status, bounds, totals, days and entries. */
export interface TimesheetView {
  sheet: TimesheetRecord;
  from: Date;
  to: Date;
  timezone: string;
  totals: TimesheetTotals;
  days: Array<{ date: string; totals: TimesheetTotals }>;
  entries: TimeEntryRecord[];
  /** The instant running entries are counted up to. */
  now: Date;
  /** Time off and holidays on the week's days (from scheduling); none when it did not answer. */
  absences?: TimesheetAbsence[];
}

/** A day of the member's week away from work: approved time off or a holiday. */
export interface TimesheetAbsence {
  /** YYYY-MM-DD in the team's zone. */
  date: string;
  kind: AbsenceKind;
  name: string;
  paid: boolean;
  /** What the day credits (attendance-rules.ts): 0 for a holiday. */
  seconds: number;
  halfDay: string | null;
  requestId: number | null;
}

const toAbsenceMessage = (absence: TimesheetAbsence) => ({
  date: absence.date,
  kind: absence.kind,
  name: absence.name,
  paid: absence.paid,
  seconds: absence.seconds,
  ...(absence.halfDay === null ? {} : { half_day: absence.halfDay }),
  ...(absence.requestId === null ? {} : { request_id: absence.requestId }),
});

/** Totals as the API and the events show them: one money row per currency met, by code. */
const totalsData = (totals: TimesheetTotals): TimesheetTotalsData => ({
  seconds: totals.seconds,
  billable_seconds: totals.billable_seconds,
  amounts: totals.money.rows(),
});

/** The timesheet without its entries: its events' data. */
export function toTimesheetData(view: TimesheetView): TimesheetData {
  const { sheet } = view;
  return {
    team_id: sheet.team_id,
    user_id: sheet.user_id,
    week: sheet.week,
    from: view.from.toISOString(),
    to: view.to.toISOString(),
    timezone: view.timezone,
    status: sheet.status,
    totals: totalsData(view.totals),
    submitted_at: sheet.submitted_at?.toISOString() ?? null,
    reviewed_at: sheet.reviewed_at?.toISOString() ?? null,
    reviewed_by: sheet.reviewed_by,
    comment: sheet.comment,
  };
}

/** The proto's Timesheet: the data with its days and entries, unset fields for the nulls. */
export function toTimesheetMessage(view: TimesheetView): TimesheetMessage {
  const { submitted_at, reviewed_at, reviewed_by, comment, ...fields } = toTimesheetData(view);
  return {
    ...fields,
    days: view.days.map((day) => ({ date: day.date, totals: totalsData(day.totals) })),
    time_entries: view.entries.map((entry) => toTimeEntryMessage(entry, view.now)),
    absences: (view.absences ?? []).map(toAbsenceMessage),
    ...(submitted_at === null ? {} : { submitted_at }),
    ...(reviewed_at === null ? {} : { reviewed_at }),
    ...(reviewed_by === null ? {} : { reviewed_by }),
    ...(comment === null ? {} : { comment }),
  };
}

type TimeEntryDocument = Parameters<typeof toTimeEntry>[0];

export type TimesheetStore = ReturnType<typeof timesheetStore>;

/** The user's entries in the team that start in [from, to). */
const weekQuery = (teamId: number, userId: number, span: { from: Date; to: Date }) => ({
  team_id: teamId,
  user_id: userId,
  start: { $gte: span.from, $lt: span.to },
});

/** An approval's locks on the week's entries: lock, unlock, and what invoiced ones go back to. */
function weekLocks(timeEntries: mongoose.Model<TimeEntryDocument>) {
  /**
   * The lock the week's invoiced entries go back to when their invoice is released
   * (locked_before_invoice): the week's, not the one they had when claimed. Not shown by
   * the API, so no revision and no event.
   */
  async function lockAfterInvoice(
    teamId: number,
    userId: number,
    span: { from: Date; to: Date },
    lock: string | null,
  ): Promise<void> {
    await timeEntries.updateMany(
      { ...weekQuery(teamId, userId, span), invoice_id: { $ne: null } },
      { $set: { locked_before_invoice: lock } },
      { timestamps: false },
    );
  }

  /** Sets the fields on the entries with these ids; answers them as they are then. */
  async function setOnEntries(
    teamId: number,
    ids: number[],
    fields: Record<string, unknown>,
  ): Promise<TimeEntryRecord[]> {
    if (ids.length === 0) return [];
    await timeEntries.updateMany(
      { team_id: teamId, _id: { $in: ids } },
      { $set: fields, $inc: { revision: 1 } },
    );
    const documents = await timeEntries
      .find({ team_id: teamId, _id: { $in: ids } })
      .sort({ start: 1, _id: 1 })
      .lean<TimeEntryDocument[]>();
    return documents.map(toTimeEntry);
  }

  return {
    /**
     * Locks the week's unlocked entries ('approved'); answers the ones it locked. An
     * invoiced one keeps its lock, and will be approved when its invoice releases it.
     */
    async lockWeek(
      teamId: number,
      userId: number,
      span: { from: Date; to: Date },
    ): Promise<TimeEntryRecord[]> {
      await lockAfterInvoice(teamId, userId, span, APPROVED_LOCK);
      const unlocked = await timeEntries
        .find({ ...weekQuery(teamId, userId, span), locked: { $ne: true } }, { _id: 1 })
        .lean<Array<{ _id: number }>>();
      return setOnEntries(
        teamId,
        unlocked.map((entry) => entry._id),
        { locked: true, locked_reason: APPROVED_LOCK },
      );
    },

    /**
     * Unlocks the week's entries an approval locked (never invoiced ones: those will be
     * unlocked when their invoice releases them).
     */
    async unlockWeek(
      teamId: number,
      userId: number,
      span: { from: Date; to: Date },
    ): Promise<TimeEntryRecord[]> {
      await lockAfterInvoice(teamId, userId, span, null);
      const approved = await timeEntries
        .find(
          { ...weekQuery(teamId, userId, span), locked: true, locked_reason: APPROVED_LOCK },
          { _id: 1 },
        )
        .lean<Array<{ _id: number }>>();
      return setOnEntries(
        teamId,
        approved.map((entry) => entry._id),
        { locked: false, locked_reason: null },
      );
    },
  };
}

/** `timeEntries`: the time entries' model (models/time-entries.ts). */
export function timesheetStore(
  connection: Connection,
  timeEntries: mongoose.Model<TimeEntryDocument>,
) {
  const Timesheet = connectionModel(connection, 'Timesheet', timesheetSchema);

  return {
    model: Timesheet,

    /** The stored status of the user's week, or null (open). */
    async find(teamId: number, userId: number, week: string): Promise<TimesheetRecord | null> {
      const document = await Timesheet.findOne({
        team_id: teamId,
        user_id: userId,
        week,
      }).lean<TimesheetDocument>();
      return document ? toTimesheet(document) : null;
    },

    /**
     * The approved weeks among these users' and weeks of the team, as `<user_id>:<week>`
     * (an import checks a batch's weeks in one read).
     */
    async approvedWeeks(
      teamId: number,
      userIds: readonly number[],
      weeks: readonly string[],
    ): Promise<Set<string>> {
      if (userIds.length === 0 || weeks.length === 0) return new Set();
      const documents = await Timesheet.find(
        {
          team_id: teamId,
          user_id: { $in: [...new Set(userIds)] },
          week: { $in: [...new Set(weeks)] },
          status: 'approved',
        },
        { user_id: 1, week: 1 },
      ).lean<Array<Pick<TimesheetDocument, 'user_id' | 'week'>>>();
      return new Set(documents.map((document) => `${document.user_id}:${document.week}`));
    },

    /** Stores the week's new state (creating its document on the first change). */
    async save(
      teamId: number,
      userId: number,
      week: string,
      state: TimesheetState,
    ): Promise<TimesheetRecord> {
      const document = await Timesheet.findOneAndUpdate(
        { team_id: teamId, user_id: userId, week },
        { $set: state },
        { upsert: true, returnDocument: 'after' },
      ).lean<TimesheetDocument>();
      return toTimesheet(document as TimesheetDocument);
    },

    /** The user's entries in the team that start in [from, to), by start. */
    async entriesOfWeek(
      teamId: number,
      userId: number,
      span: { from: Date; to: Date },
    ): Promise<TimeEntryRecord[]> {
      const documents = await timeEntries
        .find(weekQuery(teamId, userId, span))
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return documents.map(toTimeEntry);
    },
    ...weekLocks(timeEntries),
  };
}
