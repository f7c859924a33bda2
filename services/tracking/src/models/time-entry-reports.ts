// The reports' reads of time entries: the rows a report sums (a lean projection, batch by
// batch), the names a group takes, and a page of a report's entries.
import { DEFAULT_CURRENCY, forEachBatch, type mongoose, type Connection } from '@workmesh/platform';
import { toTimeEntry, type TimeEntryDocument, type TimeEntryRecord } from './time-entries';
import { tagCondition, type TagFilter } from './time-entry-lookups';

/** A report's filter: entries that start in [from, to), narrowed by the others given. */
export interface ReportFilter {
  userId?: number;
  projectId?: number;
  clientId?: number;
  taskId?: number;
  billable?: boolean;
  /** Entries carrying any (or all) of these tags. */
  tags?: TagFilter;
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
  | 'currency'
  | 'cost_currency'
  | 'tag_ids'
>;

/** The names an entry snapshotted, by which a group is named. */
export type ReportNames = Pick<TimeEntryRecord, 'project_name' | 'client_name' | 'task_name'>;

/**
 * What every report reads of an entry: its time, whether billable, its rates and the
 * currencies they are in (issue 34: money is summed per currency).
 */
const REPORT_ROW_BASE = [
  'start',
  'end',
  'billable',
  'bill_rate_cents',
  'pay_rate_cents',
  'currency',
  'cost_currency',
] as const;

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
  if (filter.tags) query.tag_ids = tagCondition(filter.tags);
  return query;
}

/** The tags of a row that has none, or whose tags were not asked: one list for all. */
const NO_TAG_IDS: number[] = [];

type ReportDocument = Partial<Omit<ReportRow, 'id'>> & { _id?: number };

const toReportRow = (row: ReportDocument): ReportRow => ({
  id: row._id ?? 0,
  start: row.start!,
  end: row.end ?? null,
  billable: row.billable ?? false,
  bill_rate_cents: row.bill_rate_cents ?? 0,
  pay_rate_cents: row.pay_rate_cents ?? 0,
  // Entries written before issue 34 have no currency: they were in USD.
  currency: row.currency ?? DEFAULT_CURRENCY,
  cost_currency: row.cost_currency ?? DEFAULT_CURRENCY,
  user_id: row.user_id ?? 0,
  project_id: row.project_id ?? 0,
  client_id: row.client_id ?? 0,
  task_id: row.task_id ?? null,
  tag_ids: row.tag_ids ?? NO_TAG_IDS,
});

/** The reports' reads: rows batch by batch, the names they snapshotted, a page of entries. */
export function entryReports(connection: Connection, TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /**
     * Hands the team's entries matching the filter to `onRows`, batch by batch, reading
     * only their time, rates, currencies and the `fields` asked (a lean projection: the fewer fields,
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
