// The tracking service's routes (issue 18): timers, time entries, weekly timesheets and
// the summary and detailed reports, a client's budget use (issue 19), with their records, error presentations, OpenAPI
// notes and the CSV form of the two reports. `time-entry/list` and `time-entry/create`
// come before `time-entry/:id`, which would otherwise take them for an id.
import {
  BUDGET_RATES,
  BUDGET_RESETS,
  BUDGET_TYPES,
  RATE_TYPES,
  Reason,
  REPORT_GROUPINGS,
  TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
  TIME_ENTRY_SOURCES,
  TIMESHEET_COMMENT_MAX_LENGTH,
  TIMESHEET_STATUSES,
  TrackingText,
} from '@workmesh/platform';
import { csvDocument, type CsvCell } from '../csv-writer';
import type { ReplyOf, RpcName } from '../downstream-clients';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { sharedProtoRoot } from '../json-to-proto';
import { nonBlank, PAGE, type FieldNote, type OperationNotes } from '../openapi/operation-notes';
import { page, record } from '../reply-presentation';
import {
  confirmation,
  route,
  serviceMessageErrors,
  type Route,
  type RouteDefinition,
  type TextFormat,
} from './route';

const ENTRY = 'workmesh.tracking.v1.TimeEntry';

record(ENTRY, {
  component: 'TimeEntry',
  description: 'A time entry of a member of the team.',
  notes: {
    client_id: { description: "the project's client (derived)" },
    task_id: { description: 'null when none' },
    start: { description: 'ISO 8601 timestamp (UTC, `Z`)' },
    end: { description: 'ISO 8601 timestamp (UTC, `Z`); null while the timer runs' },
    duration: { description: 'seconds; a running entry: up to now' },
    timezone: { description: 'IANA time zone the entry was meant in' },
    bill_rate: { description: 'hourly, snapshotted when the entry was written' },
    pay_rate: { description: 'hourly, snapshotted when the entry was written' },
    billable_amount: { description: 'bill_rate × hours, 2 decimals; 0 when not billable' },
    cost_amount: { description: 'pay_rate × hours, 2 decimals' },
    source: { enum: TIME_ENTRY_SOURCES },
    locked: { description: 'approved or invoiced: no change nor delete' },
    locked_reason: { enum: ['approved', 'invoiced', null], description: 'null unless locked' },
    invoice_id: { description: 'the invoice that billed it; null until then' },
    pay_type: { enum: RATE_TYPES, description: "the member's, snapshotted" },
    project_name: { description: "the project's name when the entry was written" },
    task_name: { description: "the task's name when the entry was written; null when none" },
    client_name: { description: "the client's name when the entry was written" },
    limit_overridden: {
      description:
        "an owner or manager let this entry take the week past the member's weekly limit",
    },
  },
});
record('workmesh.tracking.v1.ClientBudget', {
  component: 'ClientBudget',
  description:
    "A client's budget settings (as `budget` of the client) and their use in the current period.",
  notes: {
    budgetType: { enum: BUDGET_TYPES },
    rate: { enum: BUDGET_RATES, description: 'the snapshotted rate cost is counted at' },
    cost: { description: 'USD; 0 = no limit' },
    hours: { description: '0 = no limit' },
    notifyAt: { description: 'percent of the limit at which owners and managers are alerted' },
    reset: { enum: BUDGET_RESETS },
    startDate: { description: "YYYY-MM-DD in the team's time zone; null: counted from ever" },
    used_hours: {
      description: 'hours tracked in the period, 2 decimals; a running timer up to now',
    },
    used_cost: { description: 'USD, 2 decimals; members on fixed pay add no cost' },
    used_percent: {
      description:
        'of `hours` (hours_cost) or `cost` (total_cost), 2 decimals; null when that limit is 0',
    },
    period_from: { description: 'UTC instant the period starts; null when counted from ever' },
    period_to: { description: 'UTC instant the period ends (monthly); null when it never resets' },
    timezone: { description: "the team's time zone periods are read in" },
  },
});
record('workmesh.tracking.v1.Totals', {
  component: 'TimeTotals',
  description: 'Tracked time and money.',
  notes: {
    seconds: { description: 'tracked seconds' },
    billable_seconds: { description: 'seconds of billable entries' },
    billable_amount: { description: 'USD, 2 decimals' },
    cost_amount: { description: 'USD, 2 decimals' },
  },
});
record('workmesh.tracking.v1.DayTotals', {
  description: "One day's totals.",
  notes: { date: { description: "YYYY-MM-DD in the team's time zone" } },
});
record('workmesh.tracking.v1.Timesheet', {
  component: 'Timesheet',
  description: "A member's entries in one week of the team, and the week's review.",
  notes: {
    week: { description: 'ISO week, e.g. 2026-W48' },
    from: { description: "UTC instant the week starts (the team's time zone and week_start)" },
    to: { description: 'UTC instant the next week starts' },
    timezone: { description: "the team's time zone the week is read in" },
    status: { enum: TIMESHEET_STATUSES },
    days: { description: 'per-day totals' },
    reviewed_by: { description: 'user id of the owner or manager who approved or rejected' },
    comment: { description: "the rejection's comment; null otherwise" },
  },
});
record('workmesh.tracking.v1.ReportGroup', {
  component: 'ReportGroup',
  description: 'A group of a summary report, and its sub-groups.',
  notes: {
    key: { description: 'the id, the date (YYYY-MM-DD), the ISO week (2026-W48) or yes/no' },
    sub_groups: { description: 'empty without sub_group' },
  },
});
record('workmesh.tracking.v1.SummaryReport', {
  component: 'SummaryReport',
  description: 'Tracked time and money grouped, with totals.',
  notes: {
    group_by: { enum: REPORT_GROUPINGS },
    sub_group: { enum: [...REPORT_GROUPINGS, null] },
    timezone: { description: 'IANA zone days and weeks are read in' },
  },
});
record('workmesh.tracking.v1.PageInfo', {
  description: 'Where the page is in the list.',
  notes: {
    page: { description: '1-based page number' },
    per_page: { description: 'page size' },
    total: { description: 'entries in all pages' },
  },
});
record('workmesh.tracking.v1.DetailedReport', {
  component: 'DetailedReport',
  description: 'One page of the entries of a report, with the totals of all of them.',
  notes: { totals: { description: 'all entries of the report, not only this page' } },
});

/** A refusal of the tracking service with the text the issue fixes, or its own message. */
const TRACKING_PRESENTATIONS = {
  [Reason.TIMER_NOT_RUNNING]: shapeA(404, TrackingText.NO_TIMER_RUNNING),
  [Reason.TIME_ENTRY_NOT_FOUND]: shapeA(404),
  [Reason.TIME_ENTRY_OVERLAP]: shapeA(409, TrackingText.TIME_ENTRY_OVERLAPS),
  [Reason.TIME_ENTRY_LOCKED]: shapeA(409, TrackingText.TIME_ENTRY_LOCKED),
  [Reason.WEEK_APPROVED]: shapeA(409),
  [Reason.TIMESHEET_STATUS_CONFLICT]: shapeA(409),
  [Reason.TIMER_RUNNING_IN_WEEK]: shapeA(409),
  // "Weekly limit of N hours reached": the service's message names the member's limit.
  [Reason.WEEKLY_LIMIT_REACHED]: shapeA(409),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
const errorsOf = (...reasons: (keyof typeof TRACKING_PRESENTATIONS)[]): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, TRACKING_PRESENTATIONS[reason]])),
});

const INSTANT: FieldNote = {
  format: 'date-time',
  description: 'ISO 8601 timestamp with zone (UTC `Z` or an offset)',
};
const WEEK: FieldNote = {
  pattern: '^\\d{4}-W\\d{2}$',
  description: 'ISO week, e.g. 2026-W48, read in the team time zone from its week_start day',
  examples: ['2026-W48'],
};
const TIMEZONE: FieldNote = { description: 'IANA time zone, e.g. Europe/Berlin' };
/** A time entry's description (a timer's too), not trimmed. */
const DESCRIPTION: FieldNote = { maxLength: TIME_ENTRY_DESCRIPTION_MAX_LENGTH };
const OVERRIDE_LIMIT: FieldNote = {
  description: "owners and managers: let this entry take the week past the member's weekly_limit",
};

/** The filters of the entry list and of both reports. */
const FILTERS: Readonly<Record<string, FieldNote>> = {
  user_id: { description: "a member's entries (owners and managers); members get their own only" },
  project_id: { description: 'entries of one project' },
  client_id: { description: "entries of one client's projects" },
  task_id: { description: 'entries of one task' },
  billable: { description: 'billable entries only (true) or non-billable only (false)' },
};
const FILTER_SELECTORS = ['user_id', 'project_id', 'client_id', 'task_id'];
const REPORT_RANGE: Readonly<Record<string, FieldNote>> = {
  from: { description: 'ISO 8601 date or instant; a date is read in `timezone`; inclusive' },
  to: { description: 'ISO 8601 date or instant; exclusive' },
  timezone: { description: "IANA zone days and weeks are read in; default the team's" },
};

/** Every tracking route needs a bearer token: the caller's current team is the one acted on. */
function trackingRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

// CSV forms of the reports. Rows as RFC 4180 writes them (csv-writer.ts), money and hours
// with two decimals, text guarded against spreadsheet formulas.

const CSV_TYPE = 'text/csv; charset=utf-8';
const FORMULA_NOTE =
  "Text cells starting with `=`, `+`, `-`, `@`, a tab or CR are prefixed with a single quote (`'`), so a spreadsheet does not run them as formulas.";
const CSV_NOTE = `RFC 4180: a header row, CRLF line ends, fields holding a comma, quote, CR or LF quoted, quotes doubled. ${FORMULA_NOTE}`;

const twoDecimals = (value: number) => value.toFixed(2);
const hoursOf = (seconds: number) => twoDecimals(seconds / 3600);

type SummaryReply = ReplyOf<'tracking', 'SummaryReport'>;
type ReportGroupReply = SummaryReply['groups'][number];
type DetailedReply = ReplyOf<'tracking', 'DetailedReport'>;

export const SUMMARY_CSV_COLUMNS = [
  'group_key',
  'group_name',
  'sub_group_key',
  'sub_group_name',
  'seconds',
  'hours',
  'billable_seconds',
  'billable_amount',
  'cost_amount',
];

const amountsOf = (group: ReportGroupReply): CsvCell[] => [
  group.seconds,
  hoursOf(group.seconds),
  group.billable_seconds,
  twoDecimals(group.billable_amount),
  twoDecimals(group.cost_amount),
];

/** A row per group, its sub-group columns empty, followed by a row per sub-group of it. */
function summaryCsv(reply: unknown): string {
  const rows: CsvCell[][] = [];
  for (const group of (reply as SummaryReply).groups) {
    rows.push([group.key, group.name, '', '', ...amountsOf(group)]);
    for (const sub of group.sub_groups) {
      rows.push([group.key, group.name, sub.key, sub.name, ...amountsOf(sub)]);
    }
  }
  return csvDocument(SUMMARY_CSV_COLUMNS, rows);
}

const entryFields = sharedProtoRoot().lookupType(ENTRY).fieldsArray;

/** The TimeEntry's fields in proto order (team_id aside: one team), and hours after duration. */
export const DETAILED_CSV_COLUMNS: readonly string[] = entryFields
  .map((field) => field.name)
  .filter((name) => name !== 'team_id')
  .flatMap((name) => (name === 'duration' ? [name, 'hours'] : [name]));

/** Rates and amounts (the doubles): two decimals, as in the summary. */
const MONEY_COLUMNS = new Set(
  entryFields.filter((field) => field.type === 'double').map((field) => field.name),
);

/** A row per entry of the page; unset fields (a running entry's end) empty. */
function detailedCsv(reply: unknown): string {
  const rows = (reply as DetailedReply).time_entries.map((entry) => {
    const values = entry as unknown as Record<string, CsvCell>;
    return DETAILED_CSV_COLUMNS.map((column) => {
      if (column === 'hours') return hoursOf(entry.duration);
      const value = values[column];
      return MONEY_COLUMNS.has(column) && typeof value === 'number' ? twoDecimals(value) : value;
    });
  });
  return csvDocument(DETAILED_CSV_COLUMNS, rows);
}

/** The figures of the examples: 1.5 hours at 100 (bill) and 40 (pay) an hour. */
const SAMPLE_AMOUNTS = {
  seconds: 5400,
  billable_seconds: 5400,
  billable_amount: 150,
  cost_amount: 60,
};

const SUMMARY_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_TYPE,
  filename: 'summary-report.csv',
  render: summaryCsv,
  description: `The report as CSV: one row per group (sub-group columns empty, the group's totals), each followed by one row per sub-group of it; hours and amounts with two decimals. ${CSV_NOTE}`,
  // Written by the renderer itself, so the example is what an answer looks like.
  example: summaryCsv({
    groups: [
      {
        ...SAMPLE_AMOUNTS,
        key: '4',
        name: 'Website',
        sub_groups: [{ ...SAMPLE_AMOUNTS, key: '2026-11-23', name: '2026-11-23', sub_groups: [] }],
      },
    ],
  }),
};
const DETAILED_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_TYPE,
  filename: 'detailed-report.csv',
  render: detailedCsv,
  description: `The page's entries as CSV, one row per entry (the same page as in JSON: \`page\` and \`per_page\`; the JSON answer tells the total), the TimeEntry's fields as columns (team_id aside) and \`hours\` after \`duration\`; hours, rates and amounts with two decimals; unset fields empty. ${CSV_NOTE}`,
  example: detailedCsv({
    time_entries: [
      {
        id: 31,
        user_id: 7,
        project_id: 4,
        client_id: 2,
        description: '=1+1 typed by a member',
        start: '2026-11-23T09:00:00.000Z',
        end: '2026-11-23T10:30:00.000Z',
        duration: 5400,
        billable: true,
        timezone: 'Europe/Berlin',
        bill_rate: 100,
        pay_rate: 40,
        billable_amount: SAMPLE_AMOUNTS.billable_amount,
        cost_amount: SAMPLE_AMOUNTS.cost_amount,
        source: 'manual',
        locked: false,
        created_at: '2026-11-23T10:31:00.000Z',
        updated_at: '2026-11-23T10:31:00.000Z',
        pay_type: 'hourly',
        project_name: 'Website, relaunch',
        client_name: 'Acme',
      },
    ],
  }),
};

const FORMAT_DESCRIPTION = (what: string) =>
  `\`?format=csv\` answers ${what} as \`text/csv; charset=utf-8\` (RFC 4180). ${FORMULA_NOTE}`;

const TIMER_NOTES: OperationNotes = {
  summary: "Start the caller's timer",
  description:
    "Starts a running time entry for the caller (source `timer`). A timer already running is stopped at the same instant. Refused with 409 `Weekly limit of N hours reached` once the caller's week has reached their `weekly_limit`; a running timer is stopped at the instant the week reaches it (and the member is mailed). `billable` defaults to the project's `isBillable`; the bill and pay rates are the member's, snapshotted.",
  required: ['project_id'],
  fields: {
    project_id: { description: "a project of the caller's team" },
    task_id: { description: 'a task of the project' },
    description: DESCRIPTION,
    billable: { description: "default: the project's isBillable" },
  },
  example: { project_id: 4, task_id: 12, description: 'Budget review', billable: true },
};

export const TRACKING_ROUTES: readonly Route[] = [
  // Timer
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timer/start'],
    rpc: 'StartTimer',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: errorsOf(Reason.TIME_ENTRY_OVERLAP, Reason.WEEK_APPROVED, Reason.WEEKLY_LIMIT_REACHED),
    notes: TIMER_NOTES,
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timer/stop'],
    rpc: 'StopTimer',
    source: 'body',
    errors: errorsOf(Reason.TIMER_NOT_RUNNING),
    notes: { summary: "Stop the caller's timer", description: 'Answers the stopped entry.' },
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/timer/current'],
    rpc: 'GetCurrentTimer',
    source: 'none',
    errors: errorsOf(Reason.TIMER_NOT_RUNNING),
    notes: { summary: "The caller's running time entry" },
  }),

  // Time entries
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/create'],
    rpc: 'CreateTimeEntry',
    idempotent: true,
    source: 'body',
    selectors: ['user_id'],
    successStatus: 201,
    errors: errorsOf(Reason.TIME_ENTRY_OVERLAP, Reason.WEEK_APPROVED, Reason.WEEKLY_LIMIT_REACHED),
    notes: {
      summary: 'Record a time entry by hand',
      description:
        "A manual entry (source `manual`): `end` after `start`, at most 24 hours. Entries of a user may not overlap unless the team's `allow_overlapping_time_entries` is on. Owners and managers may record it for a member (`user_id`). An entry that would take the member's week (the team's week it starts in) past their `weekly_limit` is refused with 409 `Weekly limit of N hours reached`, unless an owner or manager sends `override_limit: true` (recorded on the entry as `limit_overridden`).",
      required: ['project_id', 'start', 'end'],
      fields: {
        project_id: { description: "a project of the caller's team" },
        task_id: { description: 'a task of the project' },
        start: INSTANT,
        end: { ...INSTANT, description: 'after start, at most 24 hours later' },
        description: DESCRIPTION,
        billable: { description: "default: the project's isBillable" },
        timezone: { description: "IANA time zone; default the user's" },
        user_id: { description: 'owners and managers: a member of the team; default the caller' },
        override_limit: OVERRIDE_LIMIT,
      },
      example: {
        project_id: 4,
        start: '2026-11-23T09:00:00Z',
        end: '2026-11-23T10:30:00Z',
        description: 'Client call',
        billable: true,
      },
    },
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/time-entry/list'],
    rpc: 'ListTimeEntries',
    source: 'query',
    selectors: FILTER_SELECTORS,
    reply: page,
    errors: errorsOf(),
    notes: {
      summary: 'List time entries',
      description:
        "Members see their own entries, owners and managers the team's. Newest first. A blank filter means not given.",
      fields: {
        from: { ...INSTANT, description: 'entries that end after this instant' },
        to: { ...INSTANT, description: 'entries that start before this instant' },
        ...FILTERS,
        running: { description: 'running entries only (true) or stopped ones only (false)' },
        ...PAGE,
      },
    },
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/time-entry/:id'],
    rpc: 'GetTimeEntry',
    source: 'none',
    params: { id: 'time_entry_id' },
    errors: errorsOf(Reason.TIME_ENTRY_NOT_FOUND),
    notes: { summary: 'Get a time entry' },
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/:id/update'],
    rpc: 'UpdateTimeEntry',
    source: 'body',
    params: { id: 'time_entry_id' },
    errors: errorsOf(
      Reason.TIME_ENTRY_NOT_FOUND,
      Reason.TIME_ENTRY_LOCKED,
      Reason.TIME_ENTRY_OVERLAP,
      Reason.WEEK_APPROVED,
      Reason.WEEKLY_LIMIT_REACHED,
    ),
    notes: {
      summary: 'Change a time entry',
      description:
        'A member changes their own unlocked entries, owners and managers any unlocked one. The rates stay those snapshotted when the entry was written; the amounts follow the new duration.',
      fields: {
        start: INSTANT,
        end: INSTANT,
        task_id: { description: 'a task of the project; 0 clears it' },
        description: DESCRIPTION,
        timezone: TIMEZONE,
        override_limit: OVERRIDE_LIMIT,
      },
      example: { description: 'Client call (follow-up)', end: '2026-11-23T11:00:00Z' },
    },
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/time-entry/:id/delete'],
    rpc: 'DeleteTimeEntry',
    source: 'body',
    params: { id: 'time_entry_id' },
    reply: confirmation,
    errors: errorsOf(Reason.TIME_ENTRY_NOT_FOUND, Reason.TIME_ENTRY_LOCKED),
    notes: {
      summary: 'Delete a time entry',
      description:
        'A member deletes their own unlocked entries, owners and managers any unlocked one.',
    },
  }),

  // Weekly timesheets
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/timesheet'],
    rpc: 'GetTimesheet',
    source: 'query',
    selectors: ['user_id'],
    errors: errorsOf(),
    notes: {
      summary: "A member's timesheet of one week",
      description:
        "Members see their own; owners and managers any member's. The week is read in the team's time zone, starting on its `week_start` day.",
      required: ['week'],
      fields: {
        user_id: { description: 'the member; absent or blank: the caller' },
        week: WEEK,
      },
    },
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/submit'],
    rpc: 'SubmitTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT),
    notes: {
      summary: "Submit the caller's timesheet of a week for approval",
      required: ['week'],
      fields: { week: WEEK },
      hidden: ['user_id'],
      example: { week: '2026-W48' },
    },
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/approve'],
    rpc: 'ApproveTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT, Reason.TIMER_RUNNING_IN_WEEK),
    notes: {
      summary: "Approve a member's timesheet",
      description:
        "Owners and managers. Locks the week's entries (`locked_reason: approved`); refused while the member's timer runs inside that week.",
      required: ['user_id', 'week'],
      fields: { user_id: { description: 'the member' }, week: WEEK },
      example: { user_id: 8, week: '2026-W48' },
    },
  }),
  trackingRoute({
    method: 'POST',
    paths: ['/api/v3/timesheet/reject'],
    rpc: 'RejectTimesheet',
    source: 'body',
    errors: errorsOf(Reason.TIMESHEET_STATUS_CONFLICT),
    notes: {
      summary: "Reject a member's timesheet",
      description:
        "Owners and managers. Unlocks the week's entries and mails the member the comment.",
      required: ['user_id', 'week', 'comment'],
      fields: {
        user_id: { description: 'the member' },
        week: WEEK,
        comment: {
          ...nonBlank(TIMESHEET_COMMENT_MAX_LENGTH),
          description: 'why: mailed to the member',
        },
      },
      example: { user_id: 8, week: '2026-W48', comment: 'Tuesday is missing the client call' },
    },
  }),

  // Reports
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/report/summary'],
    rpc: 'SummaryReport',
    source: 'query',
    selectors: FILTER_SELECTORS,
    formats: [SUMMARY_CSV],
    errors: errorsOf(),
    notes: {
      summary: 'Tracked time grouped, with totals',
      description: `Entries that start in [from, to), grouped by \`group_by\` and, optionally, \`sub_group\`. Days and weeks are read in \`timezone\` at each entry's own instant (right across a DST change). Members get their own time only. ${FORMAT_DESCRIPTION('the groups')}`,
      required: ['from', 'to', 'group_by'],
      fields: {
        ...REPORT_RANGE,
        ...FILTERS,
        group_by: { enum: REPORT_GROUPINGS, description: 'how entries are grouped' },
        sub_group: {
          enum: REPORT_GROUPINGS,
          description: 'how each group is divided; absent: not',
        },
      },
    },
  }),
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/report/detailed'],
    rpc: 'DetailedReport',
    source: 'query',
    selectors: FILTER_SELECTORS,
    formats: [DETAILED_CSV],
    errors: errorsOf(),
    notes: {
      summary: 'Tracked time entry by entry, one page at a time',
      description: `Entries that start in [from, to), with the totals of all of them. Members get their own entries only. ${FORMAT_DESCRIPTION('the page of entries')}`,
      required: ['from', 'to'],
      fields: { ...REPORT_RANGE, ...FILTERS, ...PAGE },
    },
  }),

  // Budgets (issue 19)
  trackingRoute({
    method: 'GET',
    paths: ['/api/v3/client/:id/budget'],
    rpc: 'GetClientBudget',
    source: 'none',
    params: { id: 'client_id' },
    errors: errorsOf(),
    notes: {
      summary: "A client's budget and its use",
      description:
        "Owners and managers. The client's budget settings plus what the time entries of its projects have used in the current period: from `startDate` (or ever), the current month (team time zone) when `reset` is `monthly`; billable entries only unless `include_non_billable_time`; cost at the entries' snapshotted bill or pay rate (`rate`). Kept current from time-entry events, so an entry just written counts within moments. Owners and managers are mailed, and `budget_alert` webhooks fire, when use reaches `notifyAt` % and 100 %, once per threshold and period.",
    },
  }),
];
