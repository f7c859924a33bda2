// Persistence of time entries. Every query names the team (tenancy). The database keeps
// one running entry per user and team (a unique partial index); a user's writes are
// serialized by their clock document (entryClockStore, entry-clocks.ts), bumped first in each
// transaction, so concurrent starts, creates and edits of one user retry instead of
// interleaving (overlap checks stay true). An entry becomes the proto's message (and its
// events' data) here and nowhere else (toTimeEntryData, toTimeEntryMessage). The store
// is composed in time-entry-store.ts: lookups (time-entry-lookups.ts), writes, reports and
// invoicing beside.
import {
  DEFAULT_CURRENCY,
  fromMinorUnits,
  mongoose,
  recordSchemaOptions,
  TIME_ENTRY_SOURCES,
  type TimeEntryData,
  type TimeEntrySource,
} from '@workmesh/platform';
import type { TimeEntryMessage } from './proto-messages';
import { billableMinor, costMinor, durationSeconds } from './time-entry-amounts';

export type { TimeEntrySource } from '@workmesh/platform';

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
  /**
   * Snapshotted when written (issue 34): integer minor units per hour, the bill rate in
   * `currency` (the client's), the pay rate in `cost_currency` (the team's). The `_cents`
   * names are kept from before issue 34 (stored data); they are cents in USD.
   */
  bill_rate_cents: number;
  pay_rate_cents: number;
  /** ISO 4217 of the bill rate and billable amount: the client's. USD before issue 34. */
  currency: string;
  /** ISO 4217 of the pay rate and cost amount: the team's. USD before issue 34. */
  cost_currency: string;
  /** No level set a bill rate in `currency` when the entry was written (or repriced). */
  rate_missing: boolean;
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
  /** The team's tags it carries (issue 36): ids only, ascending, each once. */
  tag_ids: number[];
  /**
   * While running: when the member's week reaches their weekly limit, the instant the
   * timer is stopped at (limit-stops.ts); null when no limit applies.
   */
  limit_stop_at: Date | null;
  /** 1 when written, + 1 at every change: the order of its events (budget use). */
  revision: number;
  /** An imported entry (source `import`): the import that wrote it (docs/import-matching.md). */
  import_id?: number;
  /**
   * An imported entry: `<source>:<the source's key of the row>`, unique in the team, so a
   * file imported again (or a batch written again after a crash) makes each entry once.
   */
  source_key?: string;
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
    | 'currency'
    | 'cost_currency'
    | 'rate_missing'
    | 'pay_type'
    | 'project_name'
    | 'client_name'
    | 'task_name'
    | 'locked'
    | 'locked_reason'
    | 'limit_overridden'
    | 'tag_ids'
  >
>;

export interface TimeEntryDocument extends Omit<TimeEntryRecord, 'id'> {
  _id: number;
}

export const timeEntrySchema = new mongoose.Schema<TimeEntryDocument>(
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
    currency: { type: String, default: DEFAULT_CURRENCY },
    cost_currency: { type: String, default: DEFAULT_CURRENCY },
    rate_missing: { type: Boolean, default: false },
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
    tag_ids: { type: [Number], default: [] },
    limit_stop_at: { type: Date, default: null },
    revision: { type: Number, default: 1 },
    // Imported entries only: absent on the others (no default), which the indexes below rely on.
    import_id: { type: Number },
    source_key: { type: String },
  },
  recordSchemaOptions('time_entries'),
);

// An imported entry once per team and source key: a file imported again, or a batch
// written again after a crash, finds its entries instead of doubling them.
export const ENTRY_SOURCE_KEY_INDEX = 'team_id_source_key_unique';
timeEntrySchema.index(
  { team_id: 1, source_key: 1 },
  {
    name: ENTRY_SOURCE_KEY_INDEX,
    unique: true,
    partialFilterExpression: { source_key: { $exists: true } },
  },
);
// An import batch's look-up of the keys it carries (sparse: only imported entries hold one).
timeEntrySchema.index({ source_key: 1 }, { name: 'source_key', sparse: true });

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
// A team's entries carrying a tag: the tag filters of lists and reports, a tag's delete.
timeEntrySchema.index({ team_id: 1, tag_ids: 1 }, { name: 'team_id_tag_ids' });
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
  currency: fields.currency ?? DEFAULT_CURRENCY,
  cost_currency: fields.cost_currency ?? DEFAULT_CURRENCY,
  rate_missing: fields.rate_missing ?? false,
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
  tag_ids: fields.tag_ids ?? [],
  limit_stop_at: fields.limit_stop_at ?? null,
  revision: fields.revision ?? 1,
  ...(fields.import_id === undefined || fields.import_id === null
    ? {}
    : { import_id: fields.import_id }),
  ...(fields.source_key === undefined || fields.source_key === null
    ? {}
    : { source_key: fields.source_key }),
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
    bill_rate: fromMinorUnits(entry.bill_rate_cents, entry.currency),
    pay_rate: fromMinorUnits(entry.pay_rate_cents, entry.cost_currency),
    pay_type: entry.pay_type,
    billable_amount: fromMinorUnits(billableMinor(entry, duration), entry.currency),
    cost_amount: fromMinorUnits(costMinor(entry, duration), entry.cost_currency),
    currency: entry.currency,
    cost_currency: entry.cost_currency,
    rate_missing: entry.rate_missing,
    tag_ids: [...entry.tag_ids],
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
    // Tags (issue 36) are not in the events' data (their contract predates them): the API's.
    tag_ids: entry.tag_ids,
  };
}
